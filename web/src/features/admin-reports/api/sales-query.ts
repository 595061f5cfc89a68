import type { Schemas } from '@/lib/api-contract';

/** The report as the gateway sends it (the OpenAPI document's `SalesReportJson`). */
export type SalesReport = Schemas['SalesReportJson'];

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** What the report asks for: '' dates are left to the server (the last 30 Nairobi days). */
export type SalesQuery = { period: ReportPeriod; from: string; to: string };

/** The query string of the report and its CSV: empty dates are not sent. */
export function salesQueryParams(query: SalesQuery) {
  return {
    period: query.period,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}
