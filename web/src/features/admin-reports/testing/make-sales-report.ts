import type { SalesReport } from '../api/sales-query';

/** A weekly report of three buckets (one empty), as the gateway answers it. */
export function makeReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    period: 'week',
    from: '2026-10-26',
    to: '2026-11-15',
    revenue: [
      { start: '2026-10-26', revenue: 250100, orders: 2 },
      { start: '2026-11-02', revenue: 0, orders: 0 },
      { start: '2026-11-09', revenue: 93800, orders: 1 },
    ],
    totals: { revenue: 343900, orders: 3, averageOrderValue: 114633.33 },
    byStatus: [
      { status: 'pending', orders: 2, revenue: 250100 },
      { status: 'processing', orders: 0, revenue: 0 },
      { status: 'shipped', orders: 1, revenue: 93800 },
      { status: 'delivered', orders: 0, revenue: 0 },
      { status: 'cancelled', orders: 1, revenue: 0 },
    ],
    paymentMethods: [
      { method: 'mpesa', orders: 2, revenue: 250100 },
      { method: 'cod', orders: 1, revenue: 93800 },
    ],
    topProducts: [
      { productId: 2, name: 'Karen Bed', units: 3, revenue: 240000 },
      { productId: 1, name: 'Malindi Sofa', units: 2, revenue: 90000 },
    ],
    topCategories: [
      { category: 'Bedroom', units: 3, revenue: 240000 },
      { category: 'Living Room', units: 2, revenue: 90000 },
    ],
    ...overrides,
  };
}
