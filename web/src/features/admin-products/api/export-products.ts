import { useMutation } from '@tanstack/react-query';

import { downloadDocumented } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

import type { AdminProductFilter } from './product-types';

/** The spec's file name, when the server gives none (it does: the Nairobi date). */
function fallbackFilename(): string {
  return `products-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * `GET /admin/products/export.csv` (admin) with the current filter: the server writes the whole
 * file (Name, Category, Price, Stock, Description, every value quoted). It needs the bearer, so
 * it is fetched as a blob and saved under the server's file name.
 */
export async function exportProducts(filter: AdminProductFilter): Promise<string> {
  const file = await downloadDocumented('/admin/products/export.csv', {
    params: { ...filter, search: filter.search.trim() },
    headers: { Accept: 'text/csv, application/json' },
    timeoutMs: 120_000,
  });
  const filename = file.filename ?? fallbackFilename();
  saveFile(file.blob, filename);
  return filename;
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
