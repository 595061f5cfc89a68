import type { Quote } from './types';

/** A cart line the shop cannot deliver as it is. */
export type StockIssue = { kind: 'missing' } | { kind: 'out_of_stock' } | { kind: 'short'; available: number };

type Line = { id: number; quantity: number };

/**
 * Per product id, what the quote says is wrong: a product that no longer exists, or too few in
 * stock. `held` is stock this shopper's unpaid order already holds (it is theirs again when that
 * order is paid or replaced), counted as available.
 */
export function stockIssues(lines: Line[], quote: Quote | undefined, held: Map<number, number> = new Map()): Map<number, StockIssue> {
  const issues = new Map<number, StockIssue>();
  if (!quote) return issues;
  const missing = new Set(quote.missing);
  const available = new Map(quote.items.map((item) => [item.product_id, item.available]));
  for (const line of lines) {
    if (missing.has(line.id)) {
      issues.set(line.id, { kind: 'missing' });
      continue;
    }
    const inStock = available.get(line.id);
    if (inStock === null || inStock === undefined) continue;
    const stock = inStock + (held.get(line.id) ?? 0);
    if (stock <= 0) issues.set(line.id, { kind: 'out_of_stock' });
    else if (line.quantity > stock) issues.set(line.id, { kind: 'short', available: stock });
  }
  return issues;
}

export function stockIssueMessage(issue: StockIssue): string {
  switch (issue.kind) {
    case 'missing':
      return 'This product is no longer available. Please remove it from your cart.';
    case 'out_of_stock':
      return 'This product is out of stock. Please remove it from your cart.';
    case 'short':
      return `Only ${issue.available} left in stock. Please lower the quantity.`;
  }
}
