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
    expect(screen.getByText(/1,659/)).toBeInTheDocument();
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
