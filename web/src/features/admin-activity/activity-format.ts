import { formatDateTime, formatKsh } from '@/lib/format';

import type { ActivityEntry } from './api/activity-types';

/** Fields holding money (KSh), shown as `KSh 12,500`. */
const MONEY_FIELDS = new Set(['price', 'originalPrice', 'total', 'deliveryFee', 'freeDeliveryThreshold', 'codFee']);

/** Field names as a person reads them: `originalPrice` -> 'Original price'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One stored value as text: money in KSh, lists joined, yes/no, '—' for none. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatKsh(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => formatValue('', item)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '—';
}

export type ChangeLine = { field: string; label: string; before?: string; after?: string };

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The settings' contact fields as the settings screen names them. */
const CONTACT_LABELS: Record<string, string> = {
  name: 'Shop name',
  phone: 'Shop phone',
  email: 'Shop email',
  address: 'Shop address',
  kraPin: 'KRA PIN',
};

const CAMPAIGN_LABELS: Record<string, string> = {
  description: 'description',
  daysOfWeek: 'days',
  timezone: 'time zone',
  active: 'active',
  startsAt: 'starts',
  endsAt: 'ends',
};

function campaignValue(field: string, value: unknown): string {
  if (field === 'daysOfWeek' && Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((day) => WEEKDAYS[Number(day) - 1] ?? String(day)).join(', ');
  }
  if ((field === 'startsAt' || field === 'endsAt') && typeof value === 'string' && value !== '') return formatDateTime(value);
  return formatValue(field, value);
}

type Flat = Map<string, { label: string; text: string }>;

const DISCOUNT_KINDS: Record<string, string> = { percent: 'Percent off', amount: 'Amount off', free_shipping: 'Free shipping' };

/**
 * A discount code's side as the orders service keeps it (cents, 0 for no limit) as readable
 * fields: amounts in KSh, limits 'No limit', dates in Nairobi time.
 */
function flattenDiscountCode(side: Record<string, unknown>): Flat {
  const flat: Flat = new Map();
  const set = (field: string, label: string, text: string) => flat.set(field, { label, text });
  if (typeof side.description === 'string') set('description', 'Description', formatValue('description', side.description));
  if (typeof side.kind === 'string') set('kind', 'Kind', DISCOUNT_KINDS[side.kind] ?? side.kind);
  if (typeof side.percentOff === 'number') set('percentOff', 'Percent off', side.percentOff ? `${side.percentOff}%` : '—');
  if (typeof side.amountOffCents === 'number') set('amountOff', 'Amount off', side.amountOffCents ? formatKsh(side.amountOffCents / 100) : '—');
  if (typeof side.minSubtotalCents === 'number') set('minSubtotal', 'Minimum spend', side.minSubtotalCents ? formatKsh(side.minSubtotalCents / 100) : 'None');
  const limit = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : 'No limit');
  if ('usageLimit' in side) set('usageLimit', 'Usage limit', limit(side.usageLimit));
  if ('perCustomerLimit' in side) set('perCustomerLimit', 'Limit per customer', limit(side.perCustomerLimit));
  if ('startsAt' in side) set('startsAt', 'Starts', campaignValue('startsAt', side.startsAt));
  if ('endsAt' in side) set('endsAt', 'Ends', campaignValue('endsAt', side.endsAt));
  if (typeof side.active === 'boolean') set('active', 'Active', formatValue('active', side.active));
  return flat;
}

/**
 * A `settings.update` side as the orders service keeps it (cents and basis points, the contact
 * and every campaign nested) flattened to readable fields: money in KSh, the VAT rate in percent,
 * each contact field and each campaign's fields on their own.
 */
function flattenSettings(side: Record<string, unknown>): Flat {
  const flat: Flat = new Map();
  const cents = (key: string, field: string, label: string) => {
    const value = side[key];
    if (typeof value === 'number') flat.set(field, { label, text: formatKsh(value / 100) });
  };
  cents('deliveryFeeCents', 'deliveryFee', 'Delivery fee');
  cents('freeDeliveryThresholdCents', 'freeDeliveryThreshold', 'Free delivery above');
  cents('codFeeCents', 'codFee', 'Cash on delivery fee');
  if (typeof side.vatRateBp === 'number') flat.set('vatRate', { label: 'VAT rate', text: `${side.vatRateBp / 100}%` });
  const contact = asObject(side.contact);
  for (const [key, label] of Object.entries(CONTACT_LABELS)) {
    if (contact && key in contact) flat.set(`contact.${key}`, { label, text: formatValue(key, contact[key]) });
  }
  const coupons = Array.isArray(side.coupons) ? side.coupons : [];
  for (const coupon of coupons) {
    const campaign = asObject(coupon);
    const code = typeof campaign?.code === 'string' ? campaign.code : null;
    if (!campaign || !code) continue;
    for (const [key, label] of Object.entries(CAMPAIGN_LABELS)) {
      if (key in campaign) flat.set(`coupons.${code}.${key}`, { label: `${code} ${label}`, text: campaignValue(key, campaign[key]) });
    }
  }
  return flat;
}

function flatten(side: Record<string, unknown>): Flat {
  return new Map(Object.entries(side).map(([field, value]) => [field, { label: fieldLabel(field), text: formatValue(field, value) }]));
}

/**
 * The entry's before -> after, field by field: for a change only the fields whose value differs
 * (a settings save records the whole settings both sides), the new values for a creation, the
 * old ones for a deletion. Settings read in KSh and percent, never as the stored cents.
 */
export function changeLines(entry: Pick<ActivityEntry, 'before' | 'after'> & { kind?: string }): ChangeLine[] {
  const read =
    entry.kind === 'settings.update' ? flattenSettings : entry.kind?.startsWith('discount_code.') ? flattenDiscountCode : flatten;
  const beforeSide = asObject(entry.before);
  const afterSide = asObject(entry.after);
  const before = beforeSide ? read(beforeSide) : null;
  const after = afterSide ? read(afterSide) : null;
  const fields = [...new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])])];
  const lines: ChangeLine[] = [];
  for (const field of fields) {
    const was = before?.get(field);
    const now = after?.get(field);
    const label = (now ?? was)?.label ?? fieldLabel(field);
    const line = { field, label, before: before ? (was?.text ?? '—') : undefined, after: after ? (now?.text ?? '—') : undefined };
    if (before && after && line.before === line.after) continue;
    lines.push(line);
  }
  return lines;
}

/** Where an entry's target is shown: a link while it still exists, else its name alone. */
export type TargetView = { label: string; to?: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The entry's target: a link only while the server says it still exists (`targetExists`: an order,
 * product or account deleted since is named, not linked).
 */
export function targetView(entry: Pick<ActivityEntry, 'kind' | 'target' | 'before' | 'after' | 'targetExists'>): TargetView {
  const view = targetOf(entry);
  return entry.targetExists ? view : { label: view.label };
}

function targetOf(entry: Pick<ActivityEntry, 'kind' | 'target' | 'before' | 'after'>): TargetView {
  const name = text(asObject(entry.after)?.name) ?? text(asObject(entry.before)?.name);
  switch (entry.kind) {
    case 'order.status':
    case 'order.cod_collected':
      return { label: `Order ${entry.target}`, to: `/admin/orders/${encodeURIComponent(entry.target)}` };
    case 'order.delete':
      return { label: `Order ${entry.target}` };
    case 'product.create':
    case 'product.update':
      return { label: name ?? `Product #${entry.target}`, to: `/product/${encodeURIComponent(entry.target)}` };
    case 'product.delete':
      return { label: name ?? `Product #${entry.target}` };
    case 'user.create':
    case 'user.role':
      return { label: name ?? 'User account', to: '/admin/manage-users' };
    case 'user.delete':
      return { label: name ?? 'User account' };
    case 'settings.update':
      return { label: 'Shop settings', to: '/admin/settings' };
    case 'discount_code.create':
    case 'discount_code.update':
      return { label: `Discount code ${entry.target}`, to: '/admin/discount-codes' };
    case 'contact.handled':
      return { label: 'Contact message' };
    case 'newsletter.remove':
      return { label: entry.target };
    case 'refund.request':
      // The order number when the money was an order's, else the payment's own name.
      return /^SF[0-9A-Z]{8}$/.test(entry.target)
        ? { label: `Order ${entry.target}`, to: `/admin/orders/${encodeURIComponent(entry.target)}` }
        : { label: `Payment ${entry.target}` };
    case 'review.moderate':
      return { label: 'Product review', to: '/admin/reviews' };
    default:
      return { label: entry.target };
  }
}
