/**
 * A campaign's dates as the form shows them: whole days in Nairobi. The server keeps instants
 * (RFC 3339): a campaign runs from its start day's midnight until the midnight after its last
 * day (exclusive).
 */

const NAIROBI = 'Africa/Nairobi';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Nairobi is UTC+3 all year (no daylight saving). */
const NAIROBI_OFFSET = '+03:00';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: NAIROBI, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-12-01T21:00:00Z' -> '2026-12-02' (the Nairobi day it falls on); '' for none. */
export function nairobiDay(instant: string | null | undefined): string {
  if (!instant) return '';
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? '' : dayFormat.format(at);
}

/** The first day a campaign runs, from its start instant. */
export function startDay(startsAt: string | null | undefined): string {
  return nairobiDay(startsAt);
}

/** The last day a campaign runs, from its (exclusive) end instant. */
export function lastDay(endsAt: string | null | undefined): string {
  if (!endsAt) return '';
  const at = new Date(endsAt);
  if (Number.isNaN(at.getTime())) return '';
  return dayFormat.format(new Date(at.getTime() - 1));
}

/** '2026-12-02' -> '2026-12-02T00:00:00+03:00'; null for no day. */
export function startsAtOf(day: string): string | null {
  return day ? `${day}T00:00:00${NAIROBI_OFFSET}` : null;
}

/** '2026-12-02' (the last day) -> the midnight after it in Nairobi; null for no day. */
export function endsAtOf(day: string): string | null {
  if (!day) return null;
  const midnight = new Date(`${day}T00:00:00${NAIROBI_OFFSET}`);
  if (Number.isNaN(midnight.getTime())) return null;
  return `${dayFormat.format(new Date(midnight.getTime() + DAY_MS))}T00:00:00${NAIROBI_OFFSET}`;
}
