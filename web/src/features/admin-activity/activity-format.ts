import { formatKsh } from '@/lib/format';

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

/**
 * The entry's before -> after, field by field: both sides for a change, the new values for a
 * creation, the old ones for a deletion.
 */
export function changeLines(entry: Pick<ActivityEntry, 'before' | 'after'>): ChangeLine[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: before ? formatValue(field, before[field]) : undefined,
    after: after ? formatValue(field, after[field]) : undefined,
  }));
}

/** Where an entry's target is shown: a link while it still exists, else its name alone. */
export type TargetView = { label: string; to?: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function targetView(entry: Pick<ActivityEntry, 'kind' | 'target' | 'before' | 'after'>): TargetView {
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
    default:
      return { label: entry.target };
  }
}
