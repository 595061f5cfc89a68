import type { BadgeTone } from '@/components/ui/badge';

/** Low stock is 1 to 5 units (admin-side.md sections 4 and 9). */
export const LOW_STOCK_MAX = 5;

export type StockStatus = { label: 'Out of Stock' | 'Low Stock' | 'In Stock'; tone: BadgeTone };

/** 0 Out of Stock; 1 to 5 Low Stock; above 5 In Stock (an unknown stock counts as 0). */
export function stockStatus(stock: number | null): StockStatus {
  const units = stock ?? 0;
  if (units <= 0) return { label: 'Out of Stock', tone: 'danger' };
  if (units <= LOW_STOCK_MAX) return { label: 'Low Stock', tone: 'warning' };
  return { label: 'In Stock', tone: 'success' };
}
