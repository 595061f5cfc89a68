import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { urlOf } from '@/testing/requests';

import type { AdminOrder } from '../api/order-types';
import { CodCollection } from './cod-collection';

const admin = makeAdmin();

function render(order: AdminOrder, answer: () => Response) {
  storeSession(admin);
  const fetchMock = mockFetch({ '/auth/verify': verifyAnswer(admin), '/api/orders': answer });
  const view = renderWithProviders(<CodCollection order={order} />, { url: '/admin/orders/x' });
  return { ...view, fetchMock };
}

function posts(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(urlOf(input), 'http://localhost').pathname);
}

describe('Mark cash collected', () => {
  it('is offered only while the cash is due, posts once, and says so when the server answered', async () => {
    const due = makeOrderAnswer({ id: 'o1', public_id: 'SFCODDUE01', payment_state: 'cod_due', total_amount: 35400 }) as AdminOrder;
    const { user, fetchMock } = render(due, () => jsonResponse({ order: { ...due, payment_state: 'cod_collected', payment_status: 'Paid' } }));
    await user.click(screen.getByRole('button', { name: 'Mark cash collected (KSh 35,400)' }));
    expect(await screen.findByText('Cash marked as collected')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual(['/api/orders/o1/cod-collected']);
  });

  it('shows the refusal of the server', async () => {
    const due = makeOrderAnswer({ id: 'o2', payment_state: 'cod_due' }) as AdminOrder;
    const { user } = render(due, () =>
      jsonResponse({ error: 'cancelled_is_final', message: "A cancelled order's cash cannot be marked as collected" }, { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: /Mark cash collected/ }));
    await waitFor(() => expect(screen.getByText(/Failed to mark the cash as collected/)).toBeInTheDocument());
  });

  it('is not offered for an order paid another way or already collected', () => {
    for (const state of ['paid', 'cod_collected', 'unpaid', 'refund_due']) {
      const { unmount } = render(makeOrderAnswer({ payment_state: state }), () => jsonResponse({}));
      expect(screen.queryByRole('button', { name: /Mark cash collected/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});
