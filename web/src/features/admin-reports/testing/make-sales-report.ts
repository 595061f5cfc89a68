import type { SalesReport } from '../api/sales-query';

type Money = SalesReport['totals']['money'];

/** The books' money of `total` KSh received with 16% VAT on the goods, no delivery or fees. */
export function money(total: number, sales: number): Money {
  const vat = Math.round((total * 16) / 116 * 100) / 100;
  const excludingVat = Math.round((total - vat) * 100) / 100;
  return { total, vat, excludingVat, goods: excludingVat, delivery: 0, codFees: 0, refunded: 0, sales, refunds: 0 };
}

/** A weekly report of three buckets (one empty), as the gateway answers it. */
export function makeReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    period: 'week',
    from: '2026-10-26',
    to: '2026-11-15',
    revenue: [
      { start: '2026-10-26', revenue: 250100, orders: 2, money: money(250100, 2) },
      { start: '2026-11-02', revenue: 0, orders: 0, money: money(0, 0) },
      { start: '2026-11-09', revenue: 93800, orders: 1, money: money(93800, 1) },
    ],
    totals: { revenue: 343900, orders: 3, averageOrderValue: 114633.33, money: money(343900, 3) },
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
    otherProducts: { units: 0, revenue: 0 },
    otherCategories: { units: 0, revenue: 0 },
    vatByMonth: [
      { month: '2026-10-01', wholeMonth: false, money: money(250100, 2) },
      { month: '2026-11-01', wholeMonth: false, money: money(93800, 1) },
    ],
    ...overrides,
  };
}
