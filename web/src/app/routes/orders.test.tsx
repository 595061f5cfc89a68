import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import OrdersRoute from './orders';
import { urlOf } from '@/testing/requests';

const customer = makeUser();

const pending = makeOrderAnswer({ id: 'id-pending', public_id: 'SFPENDING1', created_at: '2026-11-21T10:00:00Z' });
const shipped = makeOrderAnswer({
  id: 'id-shipped',
  public_id: 'SFSHIPPED1',
  created_at: '2026-11-15T10:00:00Z',
  order_status: 'SHIPPED',
  payment_status: 'Paid',
  status_history: [
    { status: 'pending', at: '2026-11-15T10:00:00Z' },
    { status: 'processing', at: '2026-11-16T09:00:00Z' },
    { status: 'shipped', at: '2026-11-17T08:30:00Z' },
  ],
});
const delivered = makeOrderAnswer({
  id: 'id-delivered',
  public_id: 'SFDELIVER1',
  created_at: '2026-11-01T10:00:00Z',
  order_status: 'delivered',
  items: [
    { product_id: 12, product_name: 'Nairobi Sofa', name: 'Nairobi Sofa', price: 45999, quantity: 1, line_total: 45999, image: '', category: 'Living Room - Sofas' },
    { product_id: 20, product_name: 'Kilimani Bed', name: 'Kilimani Bed', price: 32000, quantity: 2, line_total: 64000, image: '', category: 'Bedroom - Beds' },
  ],
});
const processing = makeOrderAnswer({ id: 'id-processing', public_id: 'SFPROCESS1', created_at: '2026-11-10T10:00:00Z', order_status: 'Processing' });
const cancelled = makeOrderAnswer({ id: 'id-cancelled', public_id: 'SFCANCEL01', created_at: '2026-10-01T10:00:00Z', order_status: 'cancelled' });
const unknown = makeOrderAnswer({ id: 'id-missing', public_id: 'SFNOSTATUS', created_at: '2026-09-01T10:00:00Z', order_status: null });

type Handlers = Parameters<typeof mockFetch>[0];

function renderOrders(handlers: Handlers = {}) {
  storeSession(customer);
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(customer),
    [`/api/orders/user/${customer.id}`]: () => jsonResponse([cancelled, delivered, pending, shipped, processing, unknown]),
    ...handlers,
  });
  return { ...renderWithProviders(<OrdersRoute />, { url: '/orders', path: '/orders' }), fetchMock };
}

function card(publicId: string) {
  return screen.getByTestId(`order-${publicId}`);
}

describe('my orders', () => {
  it('lists the orders newest first, each linking to its page, with coloured status badges', async () => {
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    await screen.findByTestId('order-SFPENDING1');

    const numbers = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(numbers).toEqual([
      'Order SFPENDING1',
      'Order SFSHIPPED1',
      'Order SFPROCESS1',
      'Order SFDELIVER1',
      'Order SFCANCEL01',
      'Order SFNOSTATUS',
    ]);
    expect(within(card('SFPENDING1')).getByRole('link', { name: 'Order SFPENDING1' })).toHaveAttribute('href', '/order/SFPENDING1');
    expect(within(card('SFPENDING1')).getByText('21 Nov 2026', { exact: false })).toBeInTheDocument();
    expect(within(card('SFPENDING1')).getByText('Nairobi 3-Seater Linen Sofa × 2')).toBeInTheDocument();
    expect(within(card('SFPENDING1')).getByText('KSh 106,817.68')).toBeInTheDocument();
    expect(within(card('SFDELIVER1')).getByText('Nairobi Sofa × 1, Kilimani Bed × 2')).toBeInTheDocument();

    const badge = (publicId: string) => within(card(publicId)).getByTestId('order-status');
    expect(badge('SFPENDING1')).toHaveTextContent('Pending');
    expect(badge('SFPENDING1')).toHaveClass('warning');
    expect(badge('SFPROCESS1')).toHaveTextContent('Processing');
    expect(badge('SFPROCESS1')).toHaveClass('info');
    expect(badge('SFSHIPPED1')).toHaveTextContent('Shipped');
    expect(badge('SFSHIPPED1')).toHaveClass('indigo');
    expect(badge('SFDELIVER1')).toHaveTextContent('Delivered');
    expect(badge('SFDELIVER1')).toHaveClass('success');
    expect(badge('SFCANCEL01')).toHaveTextContent('Cancelled');
    expect(badge('SFCANCEL01')).toHaveClass('danger');
    expect(badge('SFNOSTATUS')).toHaveTextContent('Pending');
    expect(within(card('SFSHIPPED1')).getByTestId('payment-status')).toHaveTextContent('Paid');
  });

  it('offers Cancel Order only on pending orders, Reorder only on delivered and Track Package only on shipped', async () => {
    renderOrders();
    await screen.findByTestId('order-SFPENDING1');
    expect(screen.getAllByRole('button', { name: 'Cancel Order' })).toHaveLength(2);
    expect(within(card('SFPENDING1')).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reorder' })).toHaveLength(1);
    expect(within(card('SFDELIVER1')).getByRole('button', { name: 'Reorder' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Track Package' })).toHaveLength(1);
    expect(within(card('SFSHIPPED1')).getByRole('button', { name: 'Track Package' })).toBeInTheDocument();
  });

  it('cancels a pending order after asking, then reloads the list', async () => {
    let cancelledNow = false;
    const { user, fetchMock } = renderOrders({
      [`/api/orders/user/${customer.id}`]: () =>
        jsonResponse([cancelledNow ? { ...pending, order_status: 'cancelled' } : pending]),
      '/api/orders/id-pending/cancel': () => {
        cancelledNow = true;
        return jsonResponse({ order: { ...pending, order_status: 'cancelled' } });
      },
    });
    await user.click(await within(await screen.findByTestId('order-SFPENDING1')).findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order SFPENDING1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));

    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/api/orders/id-pending/cancel')!;
    expect(call[1]?.method).toBe('PUT');
    await waitFor(() => expect(within(card('SFPENDING1')).getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(within(card('SFPENDING1')).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("says 'Failed to cancel order' when the server refuses", async () => {
    const { user } = renderOrders({
      '/api/orders/id-pending/cancel': () =>
        jsonResponse({ error: 'not_cancellable', message: 'Only pending orders can be cancelled' }, { status: 409 }),
    });
    await user.click(await within(await screen.findByTestId('order-SFPENDING1')).findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Failed to cancel order')).toBeInTheDocument();
  });

  it('puts a delivered order’s items back in the cart', async () => {
    const { user } = renderOrders();
    await user.click(await within(await screen.findByTestId('order-SFDELIVER1')).findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Added 3 items from order SFDELIVER1 to your cart')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toMatchObject([
      { id: 12, name: 'Nairobi Sofa', quantity: 1 },
      { id: 20, name: 'Kilimani Bed', quantity: 2 },
    ]);
  });

  it('shows a shipped order’s status timeline under Track Package', async () => {
    const { user } = renderOrders();
    const shippedCard = await screen.findByTestId('order-SFSHIPPED1');
    const track = within(shippedCard).getByRole('button', { name: 'Track Package' });
    expect(track).toHaveAttribute('aria-expanded', 'false');
    await user.click(track);
    expect(track).toHaveAttribute('aria-expanded', 'true');
    const timeline = within(shippedCard).getByRole('list', { name: 'Order status timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Not yet'),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('17 Nov 2026');
  });

  it('shows how each order is paid: Paid with its receipt, Pending on delivery, Payment Pending online, Not paid once cancelled', async () => {
    renderOrders({
      [`/api/orders/user/${customer.id}`]: () =>
        jsonResponse([
          makeOrderAnswer({ id: 'id-mpesa-paid', public_id: 'SFMPESAPD1', payment_method: 'mpesa', payment_status: 'Paid', payment_reference: 'QK12ABC3DE' }),
          makeOrderAnswer({ id: 'id-card-paid', public_id: 'SFCARDPD01', payment_method: 'card', payment_status: 'Paid', payment_reference: 'txn_4242' }),
          makeOrderAnswer({ id: 'id-cod', public_id: 'SFCODPEND1' }),
          makeOrderAnswer({ id: 'id-mpesa-unpaid', public_id: 'SFUNPAID01', payment_method: 'mpesa', payment_failure: 'Request cancelled by user' }),
          makeOrderAnswer({ id: 'id-mpesa-dropped', public_id: 'SFDROPPED1', payment_method: 'mpesa', order_status: 'cancelled' }),
        ]),
    });
    await screen.findByTestId('order-SFMPESAPD1');
    const payment = (publicId: string) => within(card(publicId)).getByTestId('payment-status');
    expect(payment('SFMPESAPD1')).toHaveTextContent('Paid');
    expect(within(card('SFMPESAPD1')).getByText('M-Pesa receipt')).toBeInTheDocument();
    expect(within(card('SFMPESAPD1')).getByText('QK12ABC3DE')).toBeInTheDocument();
    expect(within(card('SFCARDPD01')).getByText('Transaction ID')).toBeInTheDocument();
    expect(within(card('SFCARDPD01')).getByText('txn_4242')).toBeInTheDocument();
    expect(payment('SFCODPEND1')).toHaveTextContent('Pending');
    expect(within(card('SFCODPEND1')).getByText('payment on delivery')).toBeInTheDocument();
    expect(payment('SFUNPAID01')).toHaveTextContent('Payment Pending');
    expect(payment('SFUNPAID01')).toHaveClass('warning');
    expect(within(card('SFUNPAID01')).queryByText('M-Pesa receipt')).not.toBeInTheDocument();
    expect(payment('SFDROPPED1')).toHaveTextContent('Not paid');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderOrders({
      [`/api/orders/user/${customer.id}`]: () =>
        fail ? jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) : jsonResponse([pending]),
    });
    expect(await screen.findByText('Failed to load your orders. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('order-SFPENDING1')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    renderOrders({ [`/api/orders/user/${customer.id}`]: () => jsonResponse([]) });
    expect(await screen.findByRole('heading', { name: "You haven't placed any orders yet" })).toBeInTheDocument();
  });

  it("says 'Please log in to view your orders' without a user", () => {
    mockFetch({});
    renderWithProviders(<OrdersRoute />, { url: '/orders', path: '/orders' });
    expect(screen.getByRole('heading', { name: 'Please log in to view your orders' })).toBeInTheDocument();
  });

  it('shows a status the shop changed meanwhile when the customer comes back to the tab', async () => {
    let status = 'pending';
    // The app's own cache settings (5 minutes fresh, no refetch on focus by default).
    const queryClient = createQueryClient();
    storeSession(customer);
    mockFetch({
      '/auth/verify': verifyAnswer(customer),
      [`/api/orders/user/${customer.id}`]: () => jsonResponse([makeOrderAnswer({ ...pending, order_status: status })]),
    });
    renderWithProviders(<OrdersRoute />, { url: '/orders', path: '/orders', queryClient });
    expect(await screen.findByTestId('order-SFPENDING1')).toHaveTextContent('Pending');

    // The admin ships it; the customer returns to the tab.
    status = 'shipped';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(card('SFPENDING1')).toHaveTextContent('Shipped'));
    act(() => focusManager.setFocused(undefined));
  });
});
