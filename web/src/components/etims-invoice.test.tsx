import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { EtimsInvoice } from '@/lib/orders/etims';

import { EtimsInvoiceDetails } from './etims-invoice';

const signed: EtimsInvoice = {
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
  verification: 'https://etims.kra.go.ke/x?Data=P051234567X00ABCDEFGHIJKLMNOP&sdcId=KRACU0100000001&rcptNo=7',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h4v4h-4z"/></svg>',
};

describe('EtimsInvoiceDetails', () => {
  it('shows the control unit data and a QR code once KRA signed the invoice', () => {
    render(<EtimsInvoiceDetails order={{ etims_invoices: [signed], buyer_pin: 'P051234567X' }} />);
    expect(screen.getByTestId('etims-cu-number')).toHaveTextContent('KRACU0100000001/7');
    expect(screen.getByText('21 Nov 2026, 00:34:16')).toBeInTheDocument();
    expect(screen.getByText('P051234567X')).toBeInTheDocument();
    const qr = screen.getByTestId('etims-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr).toHaveAttribute('data-verification', signed.verification);
    expect(screen.queryByText('Not yet a valid tax invoice')).not.toBeInTheDocument();
  });

  it('says the invoice is not yet valid before KRA signed it, and invents nothing', () => {
    const queued = { ...signed, signed: false, cu_invoice_number: '', receipt_signature: '', qr_svg: '' };
    render(<EtimsInvoiceDetails order={{ etims_invoices: [queued] }} />);
    expect(screen.getByText('Not yet a valid tax invoice')).toBeInTheDocument();
    expect(screen.queryByTestId('etims-qr')).not.toBeInTheDocument();
    expect(screen.queryByTestId('etims-cu-number')).not.toBeInTheDocument();
    // The customer's order carries no queue state: none is shown.
    expect(screen.queryByTestId('etims-queue')).not.toBeInTheDocument();
  });

  it("shows an admin the send queue's state while the invoice waits", () => {
    const queued = {
      ...signed,
      signed: false,
      cu_invoice_number: '',
      receipt_signature: '',
      qr_svg: '',
      queue: { queued_at: '2026-11-29T08:00:00Z', attempts: 4, last_error: 'KRA eTIMS answered HTTP 503' },
    };
    render(<EtimsInvoiceDetails order={{ etims_invoices: [queued] }} />);
    expect(screen.getByText('Not yet a valid tax invoice')).toBeInTheDocument();
    expect(screen.getByTestId('etims-attempts')).toHaveTextContent('4');
    expect(screen.getByTestId('etims-last-error')).toHaveTextContent('KRA eTIMS answered HTTP 503');
  });

  it('names the original invoice of a credit note', () => {
    const note = { ...signed, invoice_number: 13, kind: 'credit_note', original_invoice_number: 12, cu_invoice_number: 'KRACU0100000001/1' };
    render(<EtimsInvoiceDetails order={{ etims_invoices: [signed, note] }} />);
    expect(screen.getByText(/Credit note 13 credits invoice 12 in full/)).toBeInTheDocument();
  });
});
