/** A whole number of at least 1 from the URL, or null. */
export function parsePositiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= 1 ? value : null;
}

/** A price in KSh (0 or more) from the URL, or null. */
export function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
