import type { Schemas } from '@/lib/api-contract';

/** A sale or credit note reported to KRA eTIMS, as the order carries it. */
export type EtimsInvoice = Schemas['EtimsInvoiceJson'];

type WithInvoices = { etims_invoices: EtimsInvoice[] };

export const NOT_YET_VALID_TITLE = 'Not yet a valid tax invoice';
export const NOT_YET_VALID_TEXT =
  'KRA eTIMS has not signed this invoice yet. It is signed as soon as KRA answers; the control unit number and QR code appear here then.';

/** The order's sale invoice, once the order is paid. */
export function saleInvoice(order: WithInvoices): EtimsInvoice | undefined {
  return order.etims_invoices.find((invoice) => invoice.kind === 'sale');
}

/** The credit notes of the order's sale (a cancellation after payment). */
export function creditNotes(order: WithInvoices): EtimsInvoice[] {
  return order.etims_invoices.filter((invoice) => invoice.kind === 'credit_note');
}

/** The control unit's `YYYYMMDDHHmmss` (Nairobi) as '29 Nov 2026, 14:03:07'. */
export function cuDateTime(text: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute, second] = match;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(day)} ${months[Number(month) - 1] ?? month} ${year}, ${hour}:${minute}:${second}`;
}

/** The QR code's SVG as an image address (the page's CSP allows data: images). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
