import { describe, expect, it } from 'vitest';

import type { SalesReport } from './api/sales-query';
import { addDays, bucketLabel, hasNoOrders, methodSeries, nairobiToday, presetRange, readQuery, revenueSeries, statusSeries, writeQuery } from './report-data';
import { makeReport, money } from './testing/make-sales-report';

describe('Nairobi days', () => {
  it('takes today from Nairobi, not from the browser', () => {
    expect(nairobiToday(new Date('2026-10-31T20:59:59Z'))).toBe('2026-10-31');
    expect(nairobiToday(new Date('2026-10-31T21:00:00Z'))).toBe('2026-11-01');
  });

  it('counts presets back from today, both ends included', () => {
    expect(presetRange(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange(90, '2026-11-26')).toEqual({ from: '2026-08-29', to: '2026-11-26' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('names buckets by their period', () => {
    expect(bucketLabel('day', '2026-10-31')).toBe('31 Oct');
    expect(bucketLabel('week', '2026-10-26')).toBe('Week of 26 Oct');
    expect(bucketLabel('month', '2026-11-01')).toBe('Nov 2026');
  });
});

describe('the URL', () => {
  it('holds the period, the dates and the tab, leaving out the defaults', () => {
    const read = readQuery(new URLSearchParams('period=week&from=2026-10-01&to=2026-10-31&tab=sales'), 'overview');
    expect(read).toEqual({ period: 'week', from: '2026-10-01', to: '2026-10-31', tab: 'sales' });
    expect(writeQuery(read, 'overview').toString()).toBe('period=week&from=2026-10-01&to=2026-10-31&tab=sales');
    expect(writeQuery({ period: 'day', from: '', to: '', tab: 'sales' }, 'sales').toString()).toBe('');
    expect(readQuery(new URLSearchParams('period=year&tab=x'), 'sales')).toEqual({ period: 'day', from: '', to: '', tab: 'sales' });
  });
});

describe('the chart data', () => {
  const report: SalesReport = makeReport();

  it('feeds the revenue chart every bucket as the server sent it, zeros included', () => {
    expect(revenueSeries(report)).toEqual([
      { start: '2026-10-26', label: 'Week of 26 Oct', revenue: 250100, orders: 2 },
      { start: '2026-11-02', label: 'Week of 2 Nov', revenue: 0, orders: 0 },
      { start: '2026-11-09', label: 'Week of 9 Nov', revenue: 93800, orders: 1 },
    ]);
  });

  it('labels statuses and payment methods, with each method’s share of the revenue', () => {
    expect(statusSeries(report).map((s) => [s.label, s.orders])).toEqual([
      ['Pending', 2],
      ['Processing', 0],
      ['Shipped', 1],
      ['Delivered', 0],
      ['Cancelled', 1],
    ]);
    expect(methodSeries(report)).toEqual([
      { method: 'mpesa', label: 'M-Pesa', orders: 2, revenue: 250100, share: 72.7 },
      { method: 'cod', label: 'Cash on Delivery', orders: 1, revenue: 93800, share: 27.3 },
    ]);
  });

  it('knows a range without orders', () => {
    expect(hasNoOrders(report)).toBe(false);
    const noneplaced = report.byStatus.map((s) => ({ ...s, orders: 0, revenue: 0 }));
    const nothing = { ...report.totals, revenue: 0, orders: 0, averageOrderValue: 0, money: money(0, 0) };
    expect(hasNoOrders(makeReport({ byStatus: noneplaced, totals: nothing }))).toBe(true);
    // Cash collected in the range on an order placed before it is still a sale of the range.
    expect(hasNoOrders(makeReport({ byStatus: noneplaced }))).toBe(false);
  });
});
