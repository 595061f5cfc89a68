import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { RefundsDue } from './refunds-due';

describe('RefundsDue', () => {
  it('lists each payment owed back with its reason, reference and amount', async () => {
    mockFetch({
      '/api/admin/refunds-due': () =>
        jsonResponse({
          total: 1,
          refunds: [
            {
              orderId: 'b9a1',
              publicId: 'SF12345678',
              paymentId: 'p1',
              method: 'mpesa',
              reference: 'RLA0R69NXM',
              amount: 1659,
              reason: 'order_cancelled',
              detail: 'paid after it was cancelled: refund due',
              receivedAt: '2026-11-25T10:00:00Z',
            },
          ],
        }),
    });
    renderWithProviders(<RefundsDue />);
    expect(await screen.findByText('1 payment to pay back')).toBeInTheDocument();
    expect(screen.getByText('SF12345678')).toBeInTheDocument();
    expect(screen.getByText('Paid after the order was cancelled')).toBeInTheDocument();
    expect(screen.getByText('RLA0R69NXM')).toBeInTheDocument();
    expect(screen.getAllByText(/1,659/).length).toBeGreaterThan(0);
    // Its one action, behind a confirmation.
    expect(screen.getByRole('button', { name: 'Refund KSh 1,659 via M-Pesa' })).toBeInTheDocument();
  });

  it('shows the refund of a row once asked for, paid with its receipt', async () => {
    mockFetch({
      '/api/admin/refunds-due': () =>
        jsonResponse({
          total: 1,
          refunds: [
            {
              orderId: 'b9a1',
              publicId: 'SF12345678',
              paymentId: 'p1',
              method: 'mpesa',
              reference: 'RLA0R69NXM',
              amount: 1659,
              reason: 'already_paid',
              detail: 'paid twice: refund due',
              receivedAt: '2026-11-25T10:00:00Z',
              refund: {
                id: 'r1',
                source: 'attempt:p1',
                publicId: 'SF12345678',
                kind: 'reversal',
                amount: 1659,
                phone: '254708374149',
                status: 'paid',
                receipt: 'SKL0000001',
                resultDesc: '',
                resultCode: '0',
                paymentReference: 'RLA0R69NXM',
                createdAt: '2026-11-25T10:00:00Z',
                settledAt: '2026-11-25T10:01:00Z',
              },
            },
          ],
        }),
    });
    renderWithProviders(<RefundsDue />);
    expect(await screen.findByText(/Refunded KSh 1,659 to 0708 374 149 via M-Pesa - receipt SKL0000001/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund KSh/ })).not.toBeInTheDocument();
  });

  it('shows an M-Pesa payment that matched no order with its payer', async () => {
    mockFetch({
      '/api/admin/refunds-due': () =>
        jsonResponse({
          total: 1,
          refunds: [
            {
              orderId: null,
              publicId: null,
              paymentId: 'ws_CO_1',
              method: 'mpesa',
              reference: 'RLB1S70OYN',
              amount: 1659,
              reason: 'unmatched',
              detail: 'M-Pesa payment from 254708374149 matched no prompt: refund due',
              receivedAt: '2026-11-25T10:00:00Z',
            },
          ],
        }),
    });
    renderWithProviders(<RefundsDue />);
    expect(await screen.findByText('No order')).toBeInTheDocument();
    expect(screen.getByText('M-Pesa payment that matched no order')).toBeInTheDocument();
    expect(screen.getByText(/254708374149/)).toBeInTheDocument();
    expect(screen.getByText('RLB1S70OYN')).toBeInTheDocument();
  });

  it('says when nothing is owed', async () => {
    mockFetch({ '/api/admin/refunds-due': () => jsonResponse({ total: 0, refunds: [] }) });
    renderWithProviders(<RefundsDue />);
    expect(await screen.findByText(/No refunds due/)).toBeInTheDocument();
  });
});
