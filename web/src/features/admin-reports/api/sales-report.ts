import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';
import { downloadDocumented, getDocumented, type Schemas } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** The report as the gateway sends it (the OpenAPI document's `SalesReportJson`). */
export type SalesReport = Schemas['SalesReportJson'];

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** What the report asks for: '' dates are left to the server (the last 30 Nairobi days). */
export type SalesQuery = { period: ReportPeriod; from: string; to: string };

export const salesReportKeys = {
  all: [...adminKeys.all, 'reports', 'sales'] as const,
  report: (query: SalesQuery) => [...adminKeys.all, 'reports', 'sales', query] as const,
};

/** The query string: empty dates are not sent. */
function params(query: SalesQuery) {
  return {
    period: query.period,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/**
 * `GET /api/admin/reports/sales?period&from&to` (admin): every figure is the server's (SQL over
 * the orders schema, Nairobi days); a bad period or date answers 400 with the reason.
 */
export function getSalesReport(query: SalesQuery, signal?: AbortSignal): Promise<SalesReport> {
  return getDocumented('/api/admin/reports/sales', { params: params(query), signal });
}

export function useSalesReport(query: SalesQuery) {
  return useQuery({
    queryKey: salesReportKeys.report(query),
    queryFn: ({ signal }) => getSalesReport(query, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A refused query (400) is answered the same way again: no retries for it.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status === 400),
  });
}

/**
 * `GET /api/admin/reports/sales.csv` (admin), the same query: one row per bucket, written by the
 * server; saved under the server's file name.
 */
export async function exportSalesCsv(query: SalesQuery): Promise<string> {
  const file = await downloadDocumented('/api/admin/reports/sales.csv', {
    params: params(query),
    headers: { Accept: 'text/csv, application/json' },
  });
  const filename = file.filename ?? `sales-${query.period}.csv`;
  saveFile(file.blob, filename);
  return filename;
}

export function useExportSalesCsv() {
  return useMutation({ mutationFn: exportSalesCsv });
}
