const wholeShillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `12500` -> `KSh 12,500`; `1299.5` -> `KSh 1,299.50` (DECISIONS.md, "Money and totals"). */
export function formatKsh(amount: number): string {
  if (!Number.isFinite(amount)) return 'KSh 0';
  const rounded = Math.round(amount * 100) / 100;
  const formatter = Number.isInteger(rounded) ? wholeShillings : withCents;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}KSh ${formatter.format(Math.abs(rounded))}`;
}

/** `1234` -> `1,234`. */
export function formatNumber(value: number): string {
  return wholeShillings.format(value);
}

/** Dates are shown in the shop's time zone, wherever the shopper's browser is. */
const SHOP_TIME_ZONE = 'Africa/Nairobi';

const dateFormat = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `'2026-11-21T10:00:00Z'` -> `21 Nov 2026`; '' for an unreadable date. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** `'2026-11-21T10:00:00Z'` -> `21 Nov 2026, 1:00 pm` (Nairobi time); '' for an unreadable date. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}
