import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/features/auth/testing/auth-fixtures';
import { makeOrderAnswer } from '@/features/orders/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import OrderConfirmationRoute from './order-confirmation';

const customer = makeUser();

function renderConfirmation(handlers: Parameters<typeof mockFetch>[0], state?: unknown) {
  storeSession(customer);
  mockFetch({ '/auth/verify': verifyAnswer(customer), ...handlers });
  return renderWithProviders(<OrderConfirmationRoute />, {
    url: '/order-confirmation/SF7K3M9QXA',
    path: '/order-confirmation/:orderId',
    locationState: state,
  });
}

describe('order confirmation', () => {
  it('shows the order: number, date, items, the stored breakdown, payment, address and delivery', async () => {
    renderConfirmation({ '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeInTheDocument();
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
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery Address' })).getByText('12 Moi Avenue, Nairobi, Nairobi, 00100')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery Address' })).getByText('Morning (8:00 AM-12:00 PM)')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Estimated Delivery' });
    expect(within(delivery).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(delivery).getByText(/delivery within 5-7 business days/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument();
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

  it('shows the transaction id beside the payment', async () => {
    renderConfirmation(
      { '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer({ payment_method: 'mpesa', payment_status: 'Paid' })) },
      { paymentMethod: 'mpesa', total: 106817.68, transactionId: 'QK12ABC3DE' },
    );
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('QK12ABC3DE')).toBeInTheDocument();
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
  });
});
