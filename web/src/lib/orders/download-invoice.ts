import { useMutation } from '@tanstack/react-query';

import { downloadDocumented } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

/** Who asks: the admin's route (`/api/admin/...`) or the owner's. */
export type InvoiceAudience = 'admin' | 'owner';

export const INVOICE_FAILED_MESSAGE = 'Failed to download the invoice';

/** The server names the file; this is the same name, for a response without one. */
export function invoiceFilename(publicId: string): string {
  return `invoice-${publicId}.pdf`;
}

/**
 * The order's tax invoice PDF: `GET /api/admin/orders/{id}/invoice.pdf` for the admin,
 * `GET /api/orders/{id}/invoice.pdf` for the order's owner. It needs the bearer, so it is fetched
 * as a blob and saved under the server's file name; answers that name.
 */
export async function downloadInvoice(orderId: string, publicId: string, audience: InvoiceAudience): Promise<string> {
  const options = {
    pathParams: { id: orderId },
    headers: { Accept: 'application/pdf, application/json' },
    timeoutMs: 60_000,
  };
  const file =
    audience === 'admin'
      ? await downloadDocumented('/api/admin/orders/{id}/invoice.pdf', options)
      : await downloadDocumented('/api/orders/{id}/invoice.pdf', options);
  const filename = file.filename ?? invoiceFilename(publicId);
  saveFile(file.blob, filename);
  return filename;
}

export function useDownloadInvoice(audience: InvoiceAudience) {
  return useMutation({
    mutationFn: ({ id, publicId }: { id: string; publicId: string }) => downloadInvoice(id, publicId, audience),
  });
}
