import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { Payout } from '@/lib/orders/refunds';

import { RefundAction } from './refund-action';
import { refundSentence } from './refund-state';

const admin = makeAdmin();

const payout = (over: Partial<Payout>): Payout => ({
  id: 'r1',
  source: 'attempt:a1',
  publicId: 'SF12345678',
  kind: 'reversal',
  amount: 1659,
  phone: '254708374149',
  status: 'requested',
  receipt: null,
  resultDesc: '',
  resultCode: '',
  paymentReference: 'RLA0R69NXM',
  createdAt: '2026-11-25T10:00:00Z',
  settledAt: null,
  ...over,
});

describe('RefundAction', () => {
  it('asks only after the confirmation, with an Idempotency-Key, and shows the refund', async () => {
    storeSession(admin);
    const fetchMock = mockFetch({
      '/auth/verify': verifyAnswer(admin),
      '/api/admin/refunds': () => jsonResponse({ refund: payout({ status: 'sent' }) }),
    });
    const { user } = renderWithProviders(<RefundAction source="order:SF12345678" amount={1659} phone="254708374149" />, { url: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Refund KSh 1,659 to 0708 374 149 via M-Pesa' }));
    const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted()).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const [, init] = posted()[0]!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(init?.body as string)).toEqual({ source: 'order:SF12345678' });
    expect(await screen.findByText(/sent to M-Pesa - waiting for Safaricom/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund KSh/ })).not.toBeInTheDocument();
  });

  it('shows a failure with Safaricom reason and offers a retry', () => {
    storeSession(admin);
    mockFetch({ '/auth/verify': verifyAnswer(admin) });
    renderWithProviders(
      <RefundAction source="p1" amount={1659} refund={payout({ status: 'failed', resultDesc: 'The initiator information is invalid.' })} />,
      { url: '/admin' },
    );
    expect(screen.getByText(/failed: The initiator information is invalid\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry refund' })).toBeInTheDocument();
  });

  it('reads a paid refund with its receipt and offers nothing more', () => {
    expect(refundSentence(payout({ status: 'paid', receipt: 'SKL0000001' }))).toBe(
      'Refunded KSh 1,659 to 0708 374 149 via M-Pesa - receipt SKL0000001',
    );
  });
});
