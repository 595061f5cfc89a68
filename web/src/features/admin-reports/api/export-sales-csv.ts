import { useMutation } from '@tanstack/react-query';

import { downloadDocumented } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

import { salesQueryParams, type SalesQuery } from './sales-query';

/**
 * `GET /api/admin/reports/sales.csv` (admin), the same query: one row per bucket, written by the
 * server; saved under the server's file name.
 */
export async function exportSalesCsv(query: SalesQuery): Promise<string> {
  const file = await downloadDocumented('/api/admin/reports/sales.csv', {
    params: salesQueryParams(query),
    headers: { Accept: 'text/csv, application/json' },
  });
  const filename = file.filename ?? `sales-${query.period}.csv`;
  saveFile(file.blob, filename);
  return filename;
}

export function useExportSalesCsv() {
  return useMutation({ mutationFn: exportSalesCsv });
}
