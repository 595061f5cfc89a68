import { useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';

import { describeAdminError } from '@/lib/admin/admin-error';
import { AdminPage } from '@/components/admin/admin-page';
import { useAdminSettings, type AdminSettings } from '../api/get-settings';
import { SETTINGS_FAILED_MESSAGE, SETTINGS_SAVED_MESSAGE, useSaveSettings } from '../api/save-settings';
import { endsAtOf, lastDay, startDay, startsAtOf } from '@/lib/admin/campaign-dates';
import styles from './settings-screen.module.css';

export const LOADING_SETTINGS_TEXT = 'Loading settings...';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

type CampaignForm = {
  code: string;
  description: string;
  freeShipping: boolean;
  daysOfWeek: number[];
  timezone: string;
  active: boolean;
  startDay: string;
  lastDay: string;
};

/** What the form holds: numbers as typed, so a half-typed figure is the admin's until saved. */
type SettingsForm = {
  deliveryFee: string;
  freeDeliveryThreshold: string;
  codFee: string;
  vatRate: string;
  pricesIncludeVat: boolean;
  contact: AdminSettings['contact'];
  coupons: CampaignForm[];
};

function toForm(settings: AdminSettings): SettingsForm {
  return {
    deliveryFee: String(settings.deliveryFee),
    freeDeliveryThreshold: String(settings.freeDeliveryThreshold),
    codFee: String(settings.codFee),
    vatRate: String(settings.vatRate),
    pricesIncludeVat: settings.pricesIncludeVat,
    contact: { ...settings.contact },
    coupons: settings.coupons.map((c) => ({
      code: c.code,
      description: c.description,
      freeShipping: c.freeShipping,
      daysOfWeek: [...c.daysOfWeek],
      timezone: c.timezone,
      active: c.active,
      startDay: startDay(c.startsAt),
      lastDay: lastDay(c.endsAt),
    })),
  };
}

/** A typed figure as the body carries it; not a number is sent as null, and the server says why. */
function figure(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

function toBody(form: SettingsForm): AdminSettings {
  return {
    deliveryFee: figure(form.deliveryFee),
    freeDeliveryThreshold: figure(form.freeDeliveryThreshold),
    codFee: figure(form.codFee),
    vatRate: figure(form.vatRate),
    pricesIncludeVat: form.pricesIncludeVat,
    contact: form.contact,
    coupons: form.coupons.map((c) => ({
      code: c.code,
      description: c.description,
      freeShipping: c.freeShipping,
      daysOfWeek: c.daysOfWeek,
      timezone: c.timezone,
      active: c.active,
      startsAt: startsAtOf(c.startDay),
      endsAt: endsAtOf(c.lastDay),
    })),
  };
}

/**
 * /admin/settings: the shop's business settings (admin spec section 9). The server checks every
 * field; its messages show under their fields. A save takes effect on the next quote and never
 * changes orders already placed.
 */
export function SettingsScreen() {
  const query = useAdminSettings();
  const save = useSaveSettings();
  const { toast } = useToast();
  const { token } = useAuth();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (query.data && form === null) setForm(toForm(query.data));
  }, [query.data, form]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setErrors({});
    save.mutate(toBody(form), {
      onSuccess: (saved) => {
        setForm(toForm(saved));
        toast({ type: 'success', message: SETTINGS_SAVED_MESSAGE });
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        const reason = isApiError(error) && error.status < 500 ? error.message : undefined;
        toast(reason ? { type: 'error', title: SETTINGS_FAILED_MESSAGE, message: reason } : { type: 'error', message: SETTINGS_FAILED_MESSAGE });
      },
    });
  }

  const update = (patch: Partial<SettingsForm>) => setForm((current) => (current ? { ...current, ...patch } : current));
  const updateContact = (key: keyof SettingsForm['contact'], value: string) =>
    setForm((current) => (current ? { ...current, contact: { ...current.contact, [key]: value } } : current));
  const updateCoupon = (index: number, patch: Partial<CampaignForm>) =>
    setForm((current) => (current ? { ...current, coupons: current.coupons.map((c, i) => (i === index ? { ...c, ...patch } : c)) } : current));

  let body;
  if (query.isPending) {
    body = (
      <Card aria-busy="true" className={styles.loading}>
        <p>{LOADING_SETTINGS_TEXT}</p>
        <Skeleton height={240} />
      </Card>
    );
  } else if (query.isError) {
    body = (
      <Card>
        <LoadError
          title="Could not load the settings"
          message={describeAdminError(query.error, Boolean(token)).message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  } else if (form) {
    body = (
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Business settings">
        <Card as="section" aria-labelledby="settings-fees">
          <h2 id="settings-fees" className={styles.sectionTitle}>
            Delivery, fees and VAT
          </h2>
          <p className={styles.hint}>Changes apply to the next quote and checkout. Orders already placed keep their totals.</p>
          <div className={styles.grid}>
            <Input label="Delivery fee (KSh)" inputMode="decimal" value={form.deliveryFee} onChange={(e) => update({ deliveryFee: e.target.value })} error={errors.deliveryFee} />
            <Input
              label="Free delivery above (KSh)"
              inputMode="decimal"
              hint="Delivery is free when the subtotal exceeds this."
              value={form.freeDeliveryThreshold}
              onChange={(e) => update({ freeDeliveryThreshold: e.target.value })}
              error={errors.freeDeliveryThreshold}
            />
            <Input label="Cash on delivery fee (KSh)" inputMode="decimal" value={form.codFee} onChange={(e) => update({ codFee: e.target.value })} error={errors.codFee} />
            <Input label="VAT rate (%)" inputMode="decimal" value={form.vatRate} onChange={(e) => update({ vatRate: e.target.value })} error={errors.vatRate} />
          </div>
          <Checkbox
            label="Catalogue prices include VAT"
            checked={form.pricesIncludeVat}
            onChange={(e) => update({ pricesIncludeVat: e.target.checked })}
            error={errors.pricesIncludeVat}
          />
          <p className={styles.hint}>
            {form.pricesIncludeVat
              ? 'On: a product\'s price is what the shopper pays for it. Totals add nothing for VAT; receipts and invoices show the VAT included (the rate over 100% plus the rate of each amount). Prices are whole shillings.'
              : 'Off: VAT at the rate above is added to the goods at checkout, so a shopper pays more than the price on the product.'}
          </p>
        </Card>

        <Card as="section" aria-labelledby="settings-contact">
          <h2 id="settings-contact" className={styles.sectionTitle}>
            Shop contact details
          </h2>
          <p className={styles.hint}>Shown in the footer, on invoices and on printed orders.</p>
          <div className={styles.grid}>
            <Input label="Shop name" value={form.contact.name} onChange={(e) => updateContact('name', e.target.value)} error={errors['contact.name']} />
            <Input label="Phone" type="tel" value={form.contact.phone} onChange={(e) => updateContact('phone', e.target.value)} error={errors['contact.phone']} />
            <Input label="Email" type="email" value={form.contact.email} onChange={(e) => updateContact('email', e.target.value)} error={errors['contact.email']} />
            <Input
              label="KRA PIN"
              hint="A letter, 9 digits and a letter (like A123456789Z)."
              value={form.contact.kraPin}
              onChange={(e) => updateContact('kraPin', e.target.value)}
              error={errors['contact.kraPin']}
            />
            <Input
              label="Address"
              fieldClassName={styles.wide}
              value={form.contact.address}
              onChange={(e) => updateContact('address', e.target.value)}
              error={errors['contact.address']}
            />
          </div>
        </Card>

        <Card as="section" aria-labelledby="settings-coupons">
          <h2 id="settings-coupons" className={styles.sectionTitle}>
            Coupon campaigns
          </h2>
          <p className={styles.hint}>A code works only while its campaign runs: active, within its dates, on its weekdays.</p>
          {form.coupons.length === 0 && <p>No coupons.</p>}
          <ul className={styles.coupons}>
            {form.coupons.map((coupon, index) => {
              const error = (key: string) => errors[`coupons[${index}].${key}`];
              return (
                <li key={coupon.code} className={styles.coupon} aria-label={`Coupon ${coupon.code}`}>
                  <div className={styles.couponHead}>
                    <strong>{coupon.code}</strong>
                    <span className={styles.hint}>{coupon.freeShipping ? 'Free delivery' : 'No benefit'}</span>
                    <Checkbox label="Active" checked={coupon.active} onChange={(e) => updateCoupon(index, { active: e.target.checked })} error={error('active')} />
                  </div>
                  {error('code') && (
                    <p className={styles.error} role="alert">
                      {error('code')}
                    </p>
                  )}
                  <div className={styles.grid}>
                    <Input
                      label={`Description of ${coupon.code}`}
                      fieldClassName={styles.wide}
                      value={coupon.description}
                      onChange={(e) => updateCoupon(index, { description: e.target.value })}
                      error={error('description')}
                    />
                    <Input label={`Time zone of ${coupon.code}`} value={coupon.timezone} onChange={(e) => updateCoupon(index, { timezone: e.target.value })} error={error('timezone')} />
                    <Input label={`First day of ${coupon.code}`} type="date" value={coupon.startDay} onChange={(e) => updateCoupon(index, { startDay: e.target.value })} error={error('startsAt')} />
                    <Input label={`Last day of ${coupon.code}`} type="date" value={coupon.lastDay} onChange={(e) => updateCoupon(index, { lastDay: e.target.value })} error={error('endsAt')} />
                  </div>
                  <fieldset className={styles.weekdays} aria-describedby={error('daysOfWeek') ? `weekdays-${index}-error` : undefined}>
                    <legend>Runs on (none ticked: every day)</legend>
                    {WEEKDAYS.map((label, i) => {
                      const day = i + 1;
                      return (
                        <Checkbox
                          key={label}
                          label={label}
                          checked={coupon.daysOfWeek.includes(day)}
                          onChange={(e) =>
                            updateCoupon(index, {
                              daysOfWeek: e.target.checked ? [...coupon.daysOfWeek, day].sort((a, b) => a - b) : coupon.daysOfWeek.filter((d) => d !== day),
                            })
                          }
                        />
                      );
                    })}
                    {error('daysOfWeek') && (
                      <p id={`weekdays-${index}-error`} className={styles.error} role="alert">
                        {error('daysOfWeek')}
                      </p>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </Card>

        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <AdminPage title="Settings" meta={<p>The shop&apos;s delivery fees, VAT, contact details and coupon campaigns.</p>}>
      {body}
    </AdminPage>
  );
}
