import { afterEach, describe, expect, it, vi } from 'vitest';

import { SHOP } from '@/config/shop';
import { makeOrderAnswer } from '@/testing/make-order';
import { makeShopSettings } from '@/testing/shop-settings';

import type { AdminOrder } from './api/order-types';
import { escapeHtml, orderPrintDocument, PRINT_DELAY_MS, printOrder, THANK_YOU_TEXT } from './print-order';

const order = makeOrderAnswer({
  customer_name: 'Wanjiru <b>Kamau</b>',
  delivery_instructions: 'Gate "B" & call',
  shipping_fee: 0,
  vat: 14719.68,
  cod_fee: 100,
  total_amount: 106817.68,
}) as AdminOrder;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the print view', () => {
  it("is A4 with 10 mm margins, with the shop's header and contact details", () => {
    const html = orderPrintDocument(
      order,
      makeShopSettings({
        contact: { ...makeShopSettings().contact, phone: '0722 000 111', email: 'hello@samani.co.ke', address: 'Mombasa Road, Nairobi' },
      }).contact,
    );
    expect(html).toContain('@page { size: A4; margin: 10mm; }');
    const doc = parse(html);
    const header = doc.querySelector('header')!;
    expect(header.textContent).toContain(SHOP.name);
    // The address is the business settings' (issue 23), not the brand file's showroom.
    expect(header.textContent).toContain('Mombasa Road, Nairobi');
    expect(header.textContent).not.toContain(SHOP.address.street);
    // The contact of the business settings, with the KRA PIN.
    expect(header.textContent).toContain('Tel: 0722 000 111');
    expect(header.textContent).toContain('hello@samani.co.ke');
    expect(header.textContent).toContain('KRA PIN: P000000000X');
    expect(doc.querySelector('h1')!.textContent).toContain('Order SF7K3M9QXA');
    expect(doc.querySelector('script')).toBeNull();
  });

  it('shows a discount code on its own line, taken off', () => {
    const discounted = makeOrderAnswer({ coupon_code: 'SAVE10', discount: 9199.8, vat: 13247.71, total_amount: 96045.91 }) as AdminOrder;
    const totals = [...parse(orderPrintDocument(discounted)).querySelectorAll('.totals tr')].map((row) => row.textContent);
    expect(totals.slice(0, 2)).toEqual(['SubtotalKSh 91,998', 'Discount (SAVE10)-KSh 9,199.80']);
    expect(totals).not.toContain('CouponSAVE10');
  });

  it('holds the lines and the totals as stored on the order, and the thank-you footer', () => {
    const doc = parse(orderPrintDocument(order));
    const line = doc.querySelector('.items tbody tr')!;
    expect(line.textContent).toContain('Nairobi 3-Seater Linen Sofa');
    expect(line.textContent).toContain('KSh 45,999');
    expect(line.textContent).toContain('KSh 91,998');
    const totals = [...doc.querySelectorAll('.totals tr')].map((row) => row.textContent);
    expect(totals).toEqual([
      'SubtotalKSh 91,998',
      'ShippingFree',
      'VAT (16%)KSh 14,719.68',
      'Cash on Delivery feeKSh 100',
      'TotalKSh 106,817.68',
    ]);
    expect(doc.querySelector('footer')!.textContent).toContain(THANK_YOU_TEXT);
  });

  it("escapes what the customer typed", () => {
    const html = orderPrintDocument(order);
    expect(html).not.toContain('<b>Kamau</b>');
    expect(html).toContain('Wanjiru &lt;b&gt;Kamau&lt;/b&gt;');
    expect(parse(html).body.textContent).toContain('Gate "B" & call');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });

  it('opens a window, writes the view, and prints 500 ms later; false when the window is blocked', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const view = { document: { open: vi.fn(), write, close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
    const opener = { open: vi.fn(() => view), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };
    expect(printOrder(order, opener as unknown as Window)).toBe(true);
    expect(write).toHaveBeenCalledWith(orderPrintDocument(order));
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(view.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(view.print).toHaveBeenCalledTimes(1);

    const blocked = { open: vi.fn(() => null), setTimeout };
    expect(printOrder(order, blocked as unknown as Window)).toBe(false);
  });

  it('shows the KRA eTIMS control unit block and QR once signed, and says not yet valid before', () => {
    const sale = {
      invoice_number: 12,
      kind: 'sale',
      original_invoice_number: null,
      signed: true,
      cu_invoice_number: 'KRACU0100000001/7',
      cu_id: 'KRACU0100000001',
      receipt_number: 7,
      internal_data: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      receipt_signature: 'ABCDEFGHIJKLMNOP',
      cu_date_time: '20261121003416',
      mrc_no: 'KRAMW01100200001',
      verification: 'https://etims.kra.go.ke/x?Data=P000000000X00ABCDEFGHIJKLMNOP',
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h4v4h-4z"/></svg>',
    };
    const signed = makeOrderAnswer({ payment_status: 'Paid', buyer_pin: 'P051234567X', etims_invoices: [sale] }) as AdminOrder;
    const doc = parse(orderPrintDocument(signed));
    const block = doc.querySelector('section.etims')!;
    expect(block.textContent).toContain('CU invoice number: KRACU0100000001/7');
    expect(block.textContent).toContain('CU date and time: 21 Nov 2026, 00:34:16');
    expect(block.textContent).toContain('Receipt signature: ABCDEFGHIJKLMNOP');
    expect(block.querySelector('img.qr')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(doc.body.textContent).toContain('Buyer KRA PIN: P051234567X');

    const queued = makeOrderAnswer({ etims_invoices: [{ ...sale, signed: false, cu_invoice_number: '', qr_svg: '' }] }) as AdminOrder;
    const pending = parse(orderPrintDocument(queued)).querySelector('section.etims')!;
    expect(pending.textContent).toContain('NOT YET A VALID TAX INVOICE');
    expect(pending.querySelector('img')).toBeNull();
  });
});
