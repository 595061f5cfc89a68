import { deliveryTimeLabel, paymentMethodLabel } from '@/config/payment-methods';
import { SHOP } from '@/config/shop';
import { creditNotes, cuDateTime, NOT_YET_VALID_TEXT, NOT_YET_VALID_TITLE, qrImageSource, saleInvoice } from '@/lib/orders/etims';
import { isPaid } from '@/lib/orders/order-payment';
import { statusLabel } from '@/lib/orders/order-status';
import type { ShopSettings } from '@/lib/shop-settings';
import { formatDateTime, formatKsh } from '@/lib/format';

import type { AdminOrder } from './api/order-types';

/** The shop's contact of the business settings (name, phone, email, KRA PIN). */
type ShopContact = ShopSettings['contact'];

/** The print dialog opens this long after the print view is written (admin-side.md section 9). */
export const PRINT_DELAY_MS = 500;
export const POPUP_BLOCKED_MESSAGE = 'Please allow pop-ups to print the order';
export const THANK_YOU_TEXT = `Thank you for shopping with ${SHOP.name}!`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML: every order field is typed by a customer. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function row(label: string, value: string, className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
}

/**
 * The print view of an order (admin-side.md section 2): A4 with 10 mm margins, the shop's header
 * with its contact details, the customer and delivery, the lines and the totals as stored on the
 * order (never added up here), and the thank-you footer. A whole HTML document, with no script
 * (the shop's Content-Security-Policy allows none inline) and only inline styles.
 */
export function orderPrintDocument(order: AdminOrder, contact?: ShopContact): string {
  const paid = isPaid(order);
  const preferredTime = deliveryTimeLabel(order.preferred_delivery_time);
  const address = [order.street, order.city, order.county, order.postal_code].filter(Boolean).join(', ') || order.address;
  const lines = order.items
    .map(
      (item) => `<tr>
          <td>${escapeHtml(item.product_name || item.name)}${item.category ? `<div class="muted">${escapeHtml(item.category)}</div>` : ''}</td>
          <td class="num">${escapeHtml(item.quantity)}</td>
          <td class="num">${escapeHtml(formatKsh(item.price))}</td>
          <td class="num">${escapeHtml(formatKsh(item.line_total))}</td>
        </tr>`,
    )
    .join('');
  const totals = [
    row('Subtotal', formatKsh(order.subtotal)),
    order.discount > 0 ? row(order.coupon_code ? `Discount (${order.coupon_code})` : 'Discount', `-${formatKsh(order.discount)}`) : '',
    row('Shipping', order.shipping_fee === 0 ? 'Free' : formatKsh(order.shipping_fee)),
    order.prices_include_vat ? '' : row(`VAT (${order.vat_rate}%)`, formatKsh(order.vat)),
    order.cod_fee > 0 ? row('Cash on Delivery fee', formatKsh(order.cod_fee)) : '',
    order.coupon_code && order.discount === 0 ? row('Coupon', order.coupon_code) : '',
    row(order.prices_include_vat ? 'Total (incl. VAT)' : 'Total', formatKsh(order.total_amount), 'grand'),
    order.prices_include_vat ? row(`Includes VAT (${order.vat_rate}%)`, formatKsh(order.vat)) : '',
  ].join('');

  const sale = saleInvoice(order);
  const etims = !sale
    ? ''
    : sale.signed
      ? `<section class="etims" aria-label="KRA eTIMS">
    <div>
      <h2>Control unit information (KRA eTIMS)</h2>
      <p>Invoice number: ${escapeHtml(sale.invoice_number)}</p>
      <p>CU invoice number: <strong>${escapeHtml(sale.cu_invoice_number)}</strong></p>
      <p>CU date and time: ${escapeHtml(cuDateTime(sale.cu_date_time))}</p>
      <p>MRC number: ${escapeHtml(sale.mrc_no)}</p>
      <p>Internal data: ${escapeHtml(sale.internal_data)}</p>
      <p>Receipt signature: ${escapeHtml(sale.receipt_signature)}</p>
      ${creditNotes(order)
        .map((note) => `<p><strong>Credit note ${escapeHtml(note.invoice_number)}</strong> credits invoice ${escapeHtml(note.original_invoice_number)} in full${note.signed ? ` (CU ${escapeHtml(note.cu_invoice_number)})` : ''}</p>`)
        .join('')}
    </div>
    ${sale.qr_svg ? `<img class="qr" src="${escapeHtml(qrImageSource(sale.qr_svg))}" alt="QR code to verify the invoice with KRA">` : ''}
  </section>`
      : `<section class="etims pending" aria-label="KRA eTIMS"><p><strong>${escapeHtml(NOT_YET_VALID_TITLE.toUpperCase())}</strong></p><p>${escapeHtml(NOT_YET_VALID_TEXT)}</p></section>`;

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Order ${escapeHtml(order.public_id)} - ${escapeHtml(SHOP.name)}</title>
<style>
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 12px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1a17; }
  h1, h2, p { margin: 0; }
  .sheet { max-width: 190mm; margin: 0 auto; }
  @media screen { body { padding: 10mm; background: #f4f1ee; } .sheet { background: #fff; padding: 10mm; box-shadow: 0 1px 4px rgba(0,0,0,.15); } }
  .head { display: flex; justify-content: space-between; gap: 16px; padding-bottom: 10px; border-bottom: 2px solid #1f1a17; }
  .shop { font-size: 20px; font-weight: 700; }
  .contact { text-align: right; }
  .muted { color: #6b625c; font-size: 11px; }
  .title { display: flex; justify-content: space-between; align-items: baseline; margin: 14px 0 10px; }
  .title h1 { font-size: 18px; }
  .parties { display: flex; gap: 24px; margin-bottom: 14px; }
  .parties section { flex: 1; }
  h2 { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: #6b625c; margin-bottom: 4px; }
  table { width: 100%; border-collapse: collapse; }
  .items th, .items td { padding: 6px 4px; border-bottom: 1px solid #ddd6d0; text-align: left; vertical-align: top; }
  .items thead th { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; border-bottom: 1px solid #1f1a17; }
  .items .num { text-align: right; white-space: nowrap; }
  .totals { width: 60%; margin: 10px 0 0 auto; }
  .totals th { text-align: left; font-weight: 400; padding: 3px 4px; }
  .totals td { text-align: right; padding: 3px 4px; white-space: nowrap; }
  .totals .grand th, .totals .grand td { font-weight: 700; font-size: 14px; border-top: 1px solid #1f1a17; padding-top: 6px; }
  .etims { display: flex; justify-content: space-between; gap: 16px; margin-top: 14px; padding-top: 10px; border-top: 1px solid #ddd6d0; }
  .etims .qr { width: 30mm; height: 30mm; }
  .etims.pending { display: block; }
  .foot { margin-top: 24px; padding-top: 10px; border-top: 1px solid #ddd6d0; text-align: center; }
  .thanks { font-size: 14px; font-weight: 700; margin-bottom: 4px; }
</style>
</head>
<body>
<div class="sheet">
  <header class="head">
    <div>
      <p class="shop">${escapeHtml(contact?.name ?? SHOP.name)}</p>
      <p class="muted">${escapeHtml(SHOP.tagline)}</p>
      ${contact ? `<p>${escapeHtml(contact.address)}</p>` : ''}
    </div>
    <div class="contact">
      ${contact ? `<p>Tel: ${escapeHtml(contact.phone)}</p>` : ''}
      <p>Support: ${escapeHtml(SHOP.phones.support.display)}</p>
      ${contact ? `<p>${escapeHtml(contact.email)}</p>` : ''}
      <p>${escapeHtml(SHOP.emails.support)}</p>
      ${contact ? `<p>KRA PIN: ${escapeHtml(contact.kraPin)}</p>` : ''}
    </div>
  </header>

  <div class="title">
    <h1>Order ${escapeHtml(order.public_id)}</h1>
    <p>Placed ${escapeHtml(formatDateTime(order.created_at))} (Nairobi time)</p>
  </div>

  <div class="parties">
    <section>
      <h2>Customer</h2>
      <p><strong>${escapeHtml(order.customer_name)}</strong></p>
      ${order.phone ? `<p>${escapeHtml(order.phone)}</p>` : ''}
      ${order.email ? `<p>${escapeHtml(order.email)}</p>` : ''}
    </section>
    <section>
      <h2>Deliver to</h2>
      <p>${escapeHtml(address)}</p>
      ${preferredTime ? `<p>Preferred time: ${escapeHtml(preferredTime)}</p>` : ''}
      ${order.delivery_instructions ? `<p>Instructions: ${escapeHtml(order.delivery_instructions)}</p>` : ''}
    </section>
    <section>
      <h2>Order</h2>
      <p>Status: ${escapeHtml(statusLabel(order.order_status))}</p>
      <p>Payment: ${escapeHtml(paymentMethodLabel(order.payment_method))} (${paid ? 'Paid' : 'Pending'})</p>
      ${paid && order.payment_reference ? `<p>Reference: ${escapeHtml(order.payment_reference)}</p>` : ''}
      ${order.buyer_pin ? `<p>Buyer KRA PIN: ${escapeHtml(order.buyer_pin)}</p>` : ''}
    </section>
  </div>

  <table class="items">
    <thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
    <tbody>${lines}</tbody>
  </table>

  <table class="totals" aria-label="Totals"><tbody>${totals}</tbody></table>
  ${etims}

  <footer class="foot">
    <p class="thanks">${escapeHtml(THANK_YOU_TEXT)}</p>
    <p class="muted">Questions about this order? Call ${escapeHtml(SHOP.phones.support.display)} or write to ${escapeHtml(SHOP.emails.support)}, quoting order ${escapeHtml(order.public_id)}.</p>
  </footer>
</div>
</body>
</html>`;
}

/**
 * Opens the print view in a new window and, 500 ms after writing it, the browser's print dialog.
 * Returns false when the browser blocked the window (the caller says so).
 */
export function printOrder(order: AdminOrder, win: Window = window, contact?: ShopContact): boolean {
  const view = win.open('', '_blank', 'width=900,height=1000');
  if (!view) return false;
  view.document.open();
  view.document.write(orderPrintDocument(order, contact));
  view.document.close();
  win.setTimeout(() => {
    view.focus();
    view.print();
  }, PRINT_DELAY_MS);
  return true;
}
