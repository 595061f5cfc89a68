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
