import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodiesOf } from '@/testing/make-quote';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import TrackOrderRoute from './track-order';

function renderTrack(handler: Parameters<typeof mockFetch>[0][string]) {
  const fetchMock = mockFetch({ '/api/orders/track': handler });
  return { ...renderWithProviders(<TrackOrderRoute />, { url: '/track-order', path: '/track-order' }), fetchMock };
}

describe('track order', () => {
  it('asks for both fields', async () => {
    const { user, fetchMock } = renderTrack(() => jsonResponse(makeOrderAnswer()));
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(screen.getByText('Order number is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the order up by number and phone, and shows its status, timeline, items and totals', async () => {
    const { user, fetchMock } = renderTrack(() =>
      jsonResponse(
        makeOrderAnswer({
          order_status: 'shipped',
          payment_method: 'paypal',
          payment_status: 'Paid',
          payer: 'wanjiru.pays@example.co.ke',
          status_history: [
            { status: 'pending', at: '2026-11-21T10:00:00Z' },
            { status: 'processing', at: '2026-11-22T10:00:00Z' },
            { status: 'shipped', at: '2026-11-23T10:00:00Z' },
          ],
        }),
      ),
    );
    await user.type(screen.getByLabelText(/^Order Number/), 'sf7k3m9qxa');
    await user.type(screen.getByLabelText(/^Phone Number/), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    expect(await screen.findByRole('heading', { name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/track')[0]).toEqual({ orderNumber: 'SF7K3M9QXA', phone: '0712345678' });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(screen.getByRole('list', { name: 'Order status timeline' })).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(within(screen.getByRole('region', { name: 'Items' })).getByText('Nairobi 3-Seater Linen Sofa')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order Total' })).getByText('KSh 106,817.68')).toBeInTheDocument();
    expect(screen.queryByText('wanjiru@example.co.ke')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.queryByText('wanjiru.pays@example.co.ke')).not.toBeInTheDocument();
  });

  it("shows the server's message when nothing matches", async () => {
    const { user } = renderTrack(() =>
      jsonResponse({ error: 'order_not_found', message: 'No order matches that order number and phone number' }, { status: 404 }),
    );
    await user.type(screen.getByLabelText(/^Order Number/), 'SF00000000');
    await user.type(screen.getByLabelText(/^Phone Number/), '0700000000');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No order matches that order number and phone number');
  });
});
