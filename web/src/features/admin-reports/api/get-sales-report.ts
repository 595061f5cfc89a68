import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';
import { getDocumented } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

import { salesQueryParams, type SalesQuery, type SalesReport } from './sales-query';

export const salesReportKeys = {
  all: [...adminKeys.all, 'reports', 'sales'] as const,
  report: (query: SalesQuery) => [...adminKeys.all, 'reports', 'sales', query] as const,
};

/**
 * `GET /api/admin/reports/sales?period&from&to` (admin): every figure is the server's (SQL over
 * the orders schema, Nairobi days); a bad period or date answers 400 with the reason.
 */
export function getSalesReport(query: SalesQuery, signal?: AbortSignal): Promise<SalesReport> {
  // One try per call: the report's query retries by its own rule (below), not twice over.
  return getDocumented('/api/admin/reports/sales', { params: salesQueryParams(query), signal, attempts: 1 });
}

export const salesReportQueryOptions = (query: SalesQuery) =>
  queryOptions({
    queryKey: salesReportKeys.report(query),
    queryFn: ({ signal }) => getSalesReport(query, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A refused query (400) is answered the same way again: no retries for it.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status === 400),
  });

export function useSalesReport(query: SalesQuery) {
  return useQuery(salesReportQueryOptions(query));
}
