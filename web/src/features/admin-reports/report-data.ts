import { ORDER_STATUS_LABELS, normalizeStatus } from '@/lib/orders/order-status';
import { paymentMethodLabel } from '@/config/payment-methods';

import { REPORT_PERIODS, type ReportPeriod, type SalesQuery, type SalesReport } from './api/sales-query';

/** The screen's tabs: /admin/reports opens the overview, /admin/sales the sales tab. */
export const REPORT_TABS = ['overview', 'sales'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The date range presets, in days ending today (Nairobi). */
export const RANGE_PRESETS = [7, 30, 90] as const;

export const PERIOD_LABELS: Record<ReportPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const nairobiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Nairobi as YYYY-MM-DD, wherever the browser is. */
export function nairobiToday(now: Date = new Date()): string {
  return nairobiDay.format(now);
}

function toUtc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d));
}

/** `day` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days ending `today`, both inclusive. */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The query as the URL holds it (`?period=&from=&to=&tab=`). */
export function readQuery(query: URLSearchParams, defaultTab: ReportTab): SalesQuery & { tab: ReportTab } {
  const period = query.get('period') ?? '';
  const tab = query.get('tab') ?? '';
  return {
    period: (REPORT_PERIODS as readonly string[]).includes(period) ? (period as ReportPeriod) : 'day',
    from: (query.get('from') ?? '').trim(),
    to: (query.get('to') ?? '').trim(),
    tab: (REPORT_TABS as readonly string[]).includes(tab) ? (tab as ReportTab) : defaultTab,
  };
}

export function writeQuery(value: SalesQuery & { tab: ReportTab }, defaultTab: ReportTab): URLSearchParams {
  const query = new URLSearchParams();
  if (value.period !== 'day') query.set('period', value.period);
  if (value.from) query.set('from', value.from);
  if (value.to) query.set('to', value.to);
  if (value.tab !== defaultTab) query.set('tab', value.tab);
  return query;
}

const dayLabel = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-KE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });

/** A bucket's name on the chart: '31 Oct', 'Week of 26 Oct', 'Nov 2026'. */
export function bucketLabel(period: string, start: string): string {
  if (!DAY.test(start)) return start;
  const date = toUtc(start);
  if (period === 'month') return monthLabel.format(date);
  if (period === 'week') return `Week of ${dayLabel.format(date)}`;
  return dayLabel.format(date);
}

/** '2026-10-31' -> '31 Oct 2026'. */
export function formatDay(day: string): string {
  return DAY.test(day) ? fullDay.format(toUtc(day)) : day;
}

export type RevenuePoint = { start: string; label: string; revenue: number; orders: number };

/** The revenue chart's data: every bucket as the server sent it, oldest first. */
export function revenueSeries(report: SalesReport): RevenuePoint[] {
  return report.revenue.map((bucket) => ({
    start: bucket.start,
    label: bucketLabel(report.period, bucket.start),
    revenue: bucket.revenue,
    orders: bucket.orders,
  }));
}

export type StatusPoint = { status: string; label: string; orders: number; revenue: number };

/** The status chart's data, in the lifecycle order the server sends. */
export function statusSeries(report: SalesReport): StatusPoint[] {
  return report.byStatus.map((row) => {
    const status = normalizeStatus(row.status);
    return { status: row.status, label: status ? ORDER_STATUS_LABELS[status] : row.status, orders: row.orders, revenue: row.revenue };
  });
}

export type MethodPoint = { method: string; label: string; orders: number; revenue: number; share: number };

/** The payment split's data: each method's revenue and its share of the total, in percent (one decimal). */
export function methodSeries(report: SalesReport): MethodPoint[] {
  const total = report.paymentMethods.reduce((sum, row) => sum + row.revenue, 0);
  return report.paymentMethods.map((row) => ({
    method: row.method,
    label: paymentMethodLabel(row.method),
    orders: row.orders,
    revenue: row.revenue,
    share: total > 0 ? Math.round((row.revenue / total) * 1000) / 10 : 0,
  }));
}

/** Whether the range had no sales at all (the charts say so instead of drawing zeros). */
export function hasNoOrders(report: SalesReport): boolean {
  // Money can move in a range without an order placed in it (cash collected on an older order).
  const money = report.totals.money;
  return report.byStatus.every((row) => row.orders === 0) && money.sales === 0 && money.refunds === 0;
}
