import { useState, type FormEvent } from 'react';

import { AdminPage } from '@/components/admin/admin-page';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { describeAdminError } from '@/lib/admin/admin-error';
import { endsAtOf, lastDay, startDay, startsAtOf } from '@/lib/admin/campaign-dates';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { formatKsh } from '@/lib/format';

import { useDiscountCodes, useSaveDiscountCode, type DiscountCode, type DiscountCodeForm } from '../api/discount-codes';
import styles from '@/components/admin/form-and-list-screen.module.css';

export const LOADING_CODES_TEXT = 'Loading discount codes...';
export const CODE_SAVED_MESSAGE = 'Discount code saved';
export const CODE_FAILED_MESSAGE = 'Failed to save the discount code';

const KINDS = [
  { value: 'percent', label: 'Percent off the goods' },
  { value: 'amount', label: 'Amount off the goods (KSh)' },
  { value: 'free_shipping', label: 'Free shipping' },
];

/** What the form holds: figures as typed, so a half-typed one is the admin's until saved. */
type Form = {
  code: string;
  description: string;
  kind: string;
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  usageLimit: string;
  perCustomerLimit: string;
  startDay: string;
  lastDay: string;
  active: boolean;
};

const EMPTY: Form = {
  code: '',
  description: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  minSubtotal: '',
  usageLimit: '',
  perCustomerLimit: '',
  startDay: '',
  lastDay: '',
  active: true,
};

function toForm(c: DiscountCode): Form {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    percentOff: c.kind === 'percent' ? String(c.percentOff) : '',
    amountOff: c.kind === 'amount' ? String(c.amountOff) : '',
    minSubtotal: c.minSubtotal ? String(c.minSubtotal) : '',
    usageLimit: c.usageLimit ? String(c.usageLimit) : '',
    perCustomerLimit: c.perCustomerLimit ? String(c.perCustomerLimit) : '',
    startDay: startDay(c.startsAt),
    lastDay: lastDay(c.endsAt),
    active: c.active,
  };
}

/** A typed figure: blank is none (null); anything else is sent as typed and judged by the server. */
function figure(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function toBody(form: Form): DiscountCodeForm {
  return {
    code: form.code,
    description: form.description,
    kind: form.kind,
    percentOff: form.kind === 'percent' ? figure(form.percentOff) : null,
    amountOff: form.kind === 'amount' ? figure(form.amountOff) : null,
    minSubtotal: figure(form.minSubtotal),
    usageLimit: figure(form.usageLimit),
    perCustomerLimit: figure(form.perCustomerLimit),
    startsAt: startsAtOf(form.startDay),
    endsAt: endsAtOf(form.lastDay),
    active: form.active,
  };
}

/** What a code gives: '10% off', 'KSh 500 off', 'Free shipping'. */
export function offerOf(c: DiscountCode): string {
  if (c.kind === 'percent') return `${c.percentOff}% off`;
  if (c.kind === 'amount') return `${formatKsh(c.amountOff)} off`;
  return 'Free shipping';
}

/** '3 of 100' or '3 (no limit)'. */
export function usesOf(c: DiscountCode): string {
  return c.usageLimit ? `${c.uses} of ${c.usageLimit}` : `${c.uses} (no limit)`;
}

function datesOf(c: DiscountCode): string {
  const from = startDay(c.startsAt);
  const to = lastDay(c.endsAt);
  if (!from && !to) return 'Always';
  return `${from || '...'} to ${to || '...'}`;
}

/**
 * /admin/discount-codes: the shop's discount codes (issue 23, part 6) with their uses; create,
 * edit and deactivate. The server checks every field and audits every change; its messages show
 * under their fields.
 */
export function DiscountCodesScreen() {
  const query = useDiscountCodes();
  const save = useSaveDiscountCode();
  const { toast } = useToast();
  const { token } = useAuth();
  const [form, setForm] = useState<Form>(EMPTY);
  /** The code being edited; null while creating. */
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  function reset() {
    setForm(EMPTY);
    setEditing(null);
    setErrors({});
  }

  function send(code: string | null, body: DiscountCodeForm, after?: () => void) {
    setErrors({});
    save.mutate(
      { code: code ?? undefined, body },
      {
        onSuccess: (saved) => {
          toast({ type: 'success', message: `${CODE_SAVED_MESSAGE}: ${saved.code}` });
          after?.();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
          const reason = isApiError(error) && error.status < 500 ? error.message : undefined;
          toast(reason ? { type: 'error', title: CODE_FAILED_MESSAGE, message: reason } : { type: 'error', message: CODE_FAILED_MESSAGE });
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(editing, toBody(form), reset);
  }

  function toggle(c: DiscountCode) {
    send(c.code, { ...toBody(toForm(c)), active: !c.active });
  }

  let list;
  if (query.isPending) {
    list = (
      <Card aria-busy="true">
        <p>{LOADING_CODES_TEXT}</p>
        <Skeleton height={160} />
      </Card>
    );
  } else if (query.isError) {
    list = (
      <Card>
        <LoadError
          title="Could not load the discount codes"
          message={describeAdminError(query.error, Boolean(token)).message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  } else {
    list = (
      <Card as="section" aria-labelledby="codes-list">
        <h2 id="codes-list" className={styles.sectionTitle}>
          Codes
        </h2>
        {query.data.length === 0 ? (
          <p>No discount codes yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Offer</th>
                  <th scope="col">Minimum spend</th>
                  <th scope="col">Uses</th>
                  <th scope="col">Per customer</th>
                  <th scope="col">Dates</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((c) => (
                  <tr key={c.code} aria-label={`Discount code ${c.code}`}>
                    <td>
                      <strong>{c.code}</strong>
                      {c.description && <div className={styles.muted}>{c.description}</div>}
                    </td>
                    <td>{offerOf(c)}</td>
                    <td>{c.minSubtotal ? formatKsh(c.minSubtotal) : 'None'}</td>
                    <td>{usesOf(c)}</td>
                    <td>{c.perCustomerLimit ?? 'No limit'}</td>
                    <td>{datesOf(c)}</td>
                    <td>{c.active ? 'Active' : 'Inactive'}</td>
                    <td className={styles.actions}>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setForm(toForm(c));
                          setEditing(c.code);
                          setErrors({});
                        }}
                        aria-label={`Edit ${c.code}`}
                      >
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => toggle(c)} disabled={save.isPending} aria-label={`${c.active ? 'Deactivate' : 'Activate'} ${c.code}`}>
                        {c.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </td>
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
    <AdminPage title="Discount codes" meta={<p>Codes shoppers type at the cart or checkout. Every change is in the activity log.</p>}>
      <div className={styles.page}>
        <Card as="section" aria-labelledby="code-form">
          <h2 id="code-form" className={styles.sectionTitle}>
            {editing ? `Edit ${editing}` : 'New discount code'}
          </h2>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={editing ? `Edit ${editing}` : 'New discount code'}>
            <div className={styles.grid}>
              <Input
                label="Code"
                hint="Letters, digits, - and _ (kept in capitals)."
                value={form.code}
                disabled={editing !== null}
                onChange={(e) => update({ code: e.target.value })}
                error={errors.code}
              />
              <Select label="Kind" options={KINDS} value={form.kind} onChange={(e) => update({ kind: e.target.value })} error={errors.kind} />
              {form.kind === 'percent' && (
                <Input label="Percent off" inputMode="numeric" value={form.percentOff} onChange={(e) => update({ percentOff: e.target.value })} error={errors.percentOff} />
              )}
              {form.kind === 'amount' && (
                <Input label="Amount off (KSh)" inputMode="decimal" value={form.amountOff} onChange={(e) => update({ amountOff: e.target.value })} error={errors.amountOff} />
              )}
              <Input
                label="Minimum spend (KSh)"
                hint="Goods subtotal before the discount; blank for none."
                inputMode="decimal"
                value={form.minSubtotal}
                onChange={(e) => update({ minSubtotal: e.target.value })}
                error={errors.minSubtotal}
              />
              <Input label="Usage limit" hint="Orders in all; blank for no limit." inputMode="numeric" value={form.usageLimit} onChange={(e) => update({ usageLimit: e.target.value })} error={errors.usageLimit} />
              <Input
                label="Limit per customer"
                hint="Blank for no limit."
                inputMode="numeric"
                value={form.perCustomerLimit}
                onChange={(e) => update({ perCustomerLimit: e.target.value })}
                error={errors.perCustomerLimit}
              />
              <Input label="First day" type="date" value={form.startDay} onChange={(e) => update({ startDay: e.target.value })} error={errors.startsAt} />
              <Input label="Last day" type="date" value={form.lastDay} onChange={(e) => update({ lastDay: e.target.value })} error={errors.endsAt} />
              <Input label="Description" fieldClassName={styles.wide} value={form.description} onChange={(e) => update({ description: e.target.value })} error={errors.description} />
            </div>
            <Checkbox label="Active" checked={form.active} onChange={(e) => update({ active: e.target.checked })} />
            <div className={styles.formActions}>
              <Button type="submit" disabled={save.isPending}>
                {editing ? 'Save code' : 'Create code'}
              </Button>
              {editing && (
                <Button type="button" variant="ghost" onClick={reset}>
                  Cancel
                </Button>
              )}
            </div>
          </form>
        </Card>
        {list}
      </div>
    </AdminPage>
  );
}
