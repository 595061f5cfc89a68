import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PAID_ORDER_REFRESH_MS } from '@/config/payments';
import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { formatDateTime } from '@/lib/format';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import OrderConfirmationRoute from './order-confirmation';

const customer = makeUser();

function renderConfirmation(handlers: Parameters<typeof mockFetch>[0], state?: unknown) {
  storeSession(customer);
  const fetchMock = mockFetch({ '/auth/verify': verifyAnswer(customer), ...handlers });
  const view = renderWithProviders(<OrderConfirmationRoute />, {
    url: '/order-confirmation/SF7K3M9QXA',
    path: '/order-confirmation/:orderId',
    locationState: state,
  });
  return { ...view, fetchMock };
}

const orderReads = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/orders/SF7K3M9QXA').length;

describe('order confirmation', () => {
  it('shows the order: number, date, items, the stored breakdown, payment, address and delivery', async () => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('SF7K3M9QXA');

    const total = await screen.findByRole('region', { name: 'Order Total' });
    expect(within(total).getByText('KSh 91,998')).toBeInTheDocument();
    expect(within(total).getByText('Free')).toBeInTheDocument();
    expect(within(total).getByText('KSh 14,719.68')).toBeInTheDocument();
    expect(within(total).getByText('Cash on Delivery fee')).toBeInTheDocument();
    expect(within(total).getByText('KSh 100')).toBeInTheDocument();
    expect(within(total).getByText('KSh 106,817.68')).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Items' })).getByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' })).toHaveAttribute(
      'href',
      '/product/12',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(within(payment).getByText('payment on delivery')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-payment-status')).toHaveTextContent('Pending — payment on delivery');
    expect(screen.queryByTestId('transaction-id')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery Address' })).getByText('12 Moi Avenue, Nairobi, Nairobi, 00100')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery Address' })).getByText('Morning (8:00 AM-12:00 PM)')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Estimated Delivery' });
    expect(within(delivery).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(delivery).getByText(/delivery within 5-7 business days/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument();
    // What really happens: the shop emails and texts each step (no call from a team).
    const next = screen.getByRole('region', { name: "What's Next" });
    expect(next).toHaveTextContent('We keep you posted. We email you and text your phone when your order ships and when it is delivered.');
    expect(next).not.toHaveTextContent(/call/i);
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('computes the estimated delivery as created_at + 7 days when the order does not carry it', async () => {
    renderConfirmation({
      '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer({ estimated_delivery: null, created_at: '2026-12-01T09:00:00Z' })),
    });
    const delivery = await screen.findByRole('region', { name: 'Estimated Delivery' });
    expect(within(delivery).getByText('8 Dec 2026')).toBeInTheDocument();
  });

  it('shows the transaction id and total carried from checkout, even before the order loads', async () => {
    renderConfirmation(
      { '/api/orders/SF7K3M9QXA': () => jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) },
      { paymentMethod: 'mpesa', total: 53858.84, transactionId: 'QK12ABC3DE' },
    );
    expect(screen.getByText('M-Pesa')).toBeInTheDocument();
    expect(screen.getByText('KSh 53,858.84')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the method, Paid, the M-Pesa receipt and the payer of a paid order', async () => {
    renderConfirmation(
      {
        '/api/orders/SF7K3M9QXA': () =>
          jsonResponse(makeOrderAnswer({ payment_method: 'mpesa', payment_status: 'Paid', cod_fee: 0, payment_reference: 'QK12ABC3DE', payer: '254708374149', paid_at: '2026-11-21T10:02:00Z' })),
      },
      { paymentMethod: 'mpesa', total: 106717.68, transactionId: 'QK12ABC3DE', paymentStatus: 'Paid' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-payment-status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('transaction-id')).toHaveTextContent('QK12ABC3DE');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(payment).getByText('M-Pesa receipt')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('QK12ABC3DE');
    expect(within(payment).getByText('Paid by')).toBeInTheDocument();
    expect(within(payment).getByText('254708374149')).toBeInTheDocument();
    expect(within(payment).getByText(formatDateTime('2026-11-21T10:02:00Z'))).toBeInTheDocument();
  });

  it("reads the card's transaction id and payer from the order when checkout carried nothing", async () => {
    renderConfirmation({
      '/api/orders/SF7K3M9QXA': () =>
        jsonResponse(makeOrderAnswer({ payment_method: 'card', payment_status: 'Paid', cod_fee: 0, payment_reference: 'txn_4242', payer: 'Visa 4242' })),
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Card')).toBeInTheDocument();
    expect(within(payment).getByText('Transaction ID')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('txn_4242');
    expect(within(payment).getByText('Visa 4242')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-id')).toHaveTextContent('txn_4242');
  });

  it('shows Paid at once after checkout saw the payment succeed, and reads the order again until it says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let reads = 0;
      const { fetchMock } = renderConfirmation(
        {
          '/api/orders/SF7K3M9QXA': () => {
            reads += 1;
            return jsonResponse(
              makeOrderAnswer(
                reads < 3
                  ? { payment_method: 'mpesa', payment_status: 'Pending', cod_fee: 0 }
                  : { payment_method: 'card', payment_status: 'Paid', cod_fee: 0, payment_reference: 'txn_4242', payer: 'Visa 4242' },
              ),
            );
          },
        },
        { paymentMethod: 'card', total: 106717.68, transactionId: 'txn_4242', paymentStatus: 'Paid' },
      );
      const payment = await screen.findByRole('region', { name: 'Payment' });
      expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Paid');
      expect(within(payment).getByText('Card')).toBeInTheDocument();
      expect(within(payment).queryByText('Visa 4242')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(PAID_ORDER_REFRESH_MS));
      await waitFor(() => expect(orderReads(fetchMock)).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(PAID_ORDER_REFRESH_MS));
      expect(await within(payment).findByText('Visa 4242')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(PAID_ORDER_REFRESH_MS * 3));
      expect(orderReads(fetchMock)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the payment went through but the order cannot be shown, with the receipt, when it cannot be loaded after a payment', async () => {
    renderConfirmation(
      { '/api/orders/SF7K3M9QXA': () => jsonResponse({ error: 'order_not_found', message: 'Order not found' }, { status: 404 }) },
      { paymentMethod: 'mpesa', total: 106717.68, transactionId: 'QK12ABC3DE', paymentStatus: 'Paid' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment successful but order creation failed. Please contact support.');
    expect(alert).toHaveTextContent('QK12ABC3DE');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says Payment Pending for an online order that is not paid', async () => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer({ payment_method: 'mpesa', cod_fee: 0 })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Pending' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByTestId('payment-status')).toHaveTextContent('Payment Pending');
  });

  it('says nothing is confirmed while the order is read', () => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => new Promise<Response>(() => undefined) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Order' })).toBeInTheDocument();
    expect(screen.queryByText('Order Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "What's Next" })).not.toBeInTheDocument();
  });

  it.each([
    ['an order number that does not exist', 404, 'order_not_found'],
    ["another customer's order", 403, 'forbidden'],
  ])('shows Order Not Found, never Order Confirmed, for %s', async (_case, status, code) => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => jsonResponse({ error: code, message: 'No' }, { status }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('order-not-found')).toHaveTextContent('SF7K3M9QXA');
    expect(screen.queryByText('Order Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "What's Next" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/orders');
  });

  it('does not say Order Confirmed when the order cannot be loaded (5xx)', async () => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) });
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Order' })).toBeInTheDocument();
    expect(screen.queryByText('Order Confirmed')).not.toBeInTheDocument();
  });
});
