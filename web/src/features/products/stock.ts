/** The spec's defaults (customer spec §9); its default rating of 4 is not shown: stars come only from
 * real reviews (docs/decisions.md "Reviews (issue 24, part 2)"). */
export const LOW_STOCK_BELOW = 10;
export const UNKNOWN_STOCK_MAX_QUANTITY = 10;

export type StockHint = { text: string; tone: 'out' | 'low' | 'in' };

/** The short stock line on a product card; nothing when the stock is unknown. */
export function stockHint(stock: number | null | undefined): StockHint | null {
  if (stock === null || stock === undefined) return null;
  if (stock <= 0) return { text: 'Out of stock', tone: 'out' };
  if (stock < LOW_STOCK_BELOW) return { text: `Only ${stock} left in stock`, tone: 'low' };
  return { text: 'In stock', tone: 'in' };
}

/** The most a shopper can pick on the detail page: the stock, or 10 when it is unknown. */
export function maxOrderQuantity(stock: number | null | undefined): number {
  if (stock === null || stock === undefined) return UNKNOWN_STOCK_MAX_QUANTITY;
  return Math.max(0, Math.floor(stock));
}
