import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { AdminPage } from '@/components/admin/admin-page';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { describeAdminError } from '@/lib/admin/admin-error';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { formatDateTime } from '@/lib/format';
import { campaignPath } from '@/lib/merchandising/merchandising';

import { useCampaigns, useCreateCampaign } from '../api/campaigns';
import { EMPTY_FORM, priceOf, ruleOf, slugOf, toBody, type Form } from '../campaign-form';
import styles from '@/components/admin/form-and-list-screen.module.css';

export const CAMPAIGN_CREATED_MESSAGE = 'Campaign created';
export const CAMPAIGN_FAILED_MESSAGE = 'Failed to create the campaign';

const RULE_KINDS = [
  { value: 'category', label: 'A category' },
  { value: 'subcategory', label: 'A subcategory' },
  { value: 'productIds', label: 'Products by id' },
];

const PRICE_KINDS = [
  { value: 'percentOff', label: 'Percent off' },
  { value: 'salePrice', label: 'Sale price (KSh)' },
];

const RULE_HINTS: Record<Form['ruleKind'], string> = {
  category: "A category's name or slug, e.g. living-room.",
  subcategory: "A subcategory's slug, e.g. living-room-sofas.",
  productIds: 'Product ids, separated by commas.',
};

/**
 * /admin/campaigns (issue 24, part 1): the shop's campaigns, the only source of its sale
 * claims. A campaign names its page, its days, its products (a category, a subcategory or ids)
 * and its price; the server checks everything, applies its price from its start to its end and
 * audits the creation.
 */
export function CampaignsScreen() {
  const query = useCampaigns();
  const create = useCreateCampaign();
  const { toast } = useToast();
  const { token } = useAuth();
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutate(toBody(form), {
      onSuccess: (created) => {
        toast({ type: 'success', message: `${CAMPAIGN_CREATED_MESSAGE}: ${created.name} (${created.products} products)` });
        setForm(EMPTY_FORM);
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        const reason = isApiError(error) && error.status < 500 ? error.message : undefined;
        toast(reason ? { type: 'error', title: CAMPAIGN_FAILED_MESSAGE, message: reason } : { type: 'error', message: CAMPAIGN_FAILED_MESSAGE });
      },
    });
  }

  let list;
  if (query.isPending) {
    list = (
      <Card aria-busy="true">
        <Skeleton height={160} />
      </Card>
    );
  } else if (query.isError) {
    list = (
      <Card>
        <LoadError
          title="Could not load the campaigns"
          message={describeAdminError(query.error, Boolean(token)).message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  } else {
    list = (
      <Card as="section" aria-labelledby="campaigns-list">
        <h2 id="campaigns-list" className={styles.sectionTitle}>
          Campaigns
        </h2>
        {query.data.length === 0 ? (
          <p>No campaigns yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Products</th>
                  <th scope="col">Price</th>
                  <th scope="col">Runs</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((c) => (
                  <tr key={c.id} aria-label={`Campaign ${c.name}`}>
                    <td>
                      <strong>{c.name}</strong>
                      <div className={styles.muted}>
                        <Link to={campaignPath(c)}>{campaignPath(c)}</Link>
                      </div>
                    </td>
                    <td>
                      {c.products} ({ruleOf(c)})
                    </td>
                    <td>
                      {priceOf(c)}
                      {c.maxPercentOff > 0 && <div className={styles.muted}>Up to {c.maxPercentOff}% off now</div>}
                    </td>
                    <td>
                      {formatDateTime(c.startsAt)} to {formatDateTime(c.endsAt)}
                    </td>
                    <td>{c.state}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    );
  }

  return (
    <AdminPage title="Campaigns" meta={<p>Sales with their own page and dates: the only source of the shop's sale claims. Every creation is in the activity log.</p>}>
      <div className={styles.page}>
        <Card as="section" aria-labelledby="campaign-form">
          <h2 id="campaign-form" className={styles.sectionTitle}>
            New campaign
          </h2>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New campaign">
            <div className={styles.grid}>
              <Input
                label="Name"
                value={form.name}
                onChange={(e) => update({ name: e.target.value, slug: form.slug === slugOf(form.name) ? slugOf(e.target.value) : form.slug })}
                error={errors.name}
              />
              <Input label="Page address" hint="Its page is /sale/<address> (or /black-friday, /festive-sale...)." value={form.slug} onChange={(e) => update({ slug: e.target.value })} error={errors.slug} />
              <Input label="First day" hint="Blank: from now." type="date" value={form.startDay} onChange={(e) => update({ startDay: e.target.value })} error={errors.startsAt} />
              <Input label="Last day" hint="It ends at midnight after this day, Nairobi time." type="date" value={form.lastDay} onChange={(e) => update({ lastDay: e.target.value })} error={errors.endsAt} />
              <Select label="Products" options={RULE_KINDS} value={form.ruleKind} onChange={(e) => update({ ruleKind: e.target.value as Form['ruleKind'] })} error={errors.rule} />
              <Input
                label={RULE_KINDS.find((k) => k.value === form.ruleKind)?.label ?? 'Rule'}
                hint={RULE_HINTS[form.ruleKind]}
                value={form.rule}
                onChange={(e) => update({ rule: e.target.value })}
                error={errors.category ?? errors.subcategory ?? errors.productIds}
              />
              <Select label="Price" options={PRICE_KINDS} value={form.priceKind} onChange={(e) => update({ priceKind: e.target.value as Form['priceKind'] })} />
              <Input
                label={form.priceKind === 'percentOff' ? 'Percent off' : 'Sale price (KSh)'}
                inputMode="numeric"
                value={form.price}
                onChange={(e) => update({ price: e.target.value })}
                error={errors.percentOff ?? errors.salePrice}
              />
            </div>
            <div className={styles.formActions}>
              <Button type="submit" disabled={create.isPending}>
                Create campaign
              </Button>
            </div>
          </form>
        </Card>
        {list}
      </div>
    </AdminPage>
  );
}
