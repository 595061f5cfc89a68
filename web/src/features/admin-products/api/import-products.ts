import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import type { Schemas } from '@/lib/api-contract';

import { invalidateProducts } from './invalidate-products';

export type ImportReport = Schemas['ImportReport'];
export type ImportRowError = Schemas['ImportError'];

/**
 * `POST /admin/products/import?dryRun=` (admin) with the CSV file as it is: the server reads and
 * checks every row (the product form's rules) and writes all or nothing. A dry run answers what
 * would happen; a real import refused for its rows answers 400 with the same `errors`, returned
 * here as a report that wrote nothing.
 */
export async function importProducts({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportReport> {
  const body = new Blob([file], { type: 'text/csv' });
  try {
    return await api.post<ImportReport>('/admin/products/import', body, { params: { dryRun }, timeoutMs: 120_000 });
  } catch (error) {
    const errors = isApiError(error) ? rowErrors(error.body) : null;
    if (errors) return { dryRun, written: false, created: 0, updated: 0, unchanged: 0, errors };
    throw error;
  }
}

function rowErrors(body: unknown): ImportRowError[] | null {
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors as ImportRowError[];
  }
  return null;
}

/**
 * '12 new, 30 updated, 288 unchanged, 0 errors'; with refused rows only how many (the server
 * counts what a file would do once every row is right).
 */
export function importSummary(report: ImportReport): string {
  const rows = new Set(report.errors.map((error) => error.row)).size;
  if (rows > 0) return `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors`;
  return `${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged, 0 errors`;
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: (report) => (report.written ? invalidateProducts(queryClient) : undefined),
  });
}
