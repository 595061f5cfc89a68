import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import OrderRoute from './order';

const ORDER_ID = '0b6c2f4e-0000-4000-8000-000000000001';

/** The downloads the page starts: each clicked link's address and file name. */
function captureDownloads() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const customer = makeUser();

function renderOrder(handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(customer);
  mockFetch({ '/auth/verify': verifyAnswer(customer), ...handlers });
  return renderWithProviders(<OrderRoute />, { url: '/order/SF7K3M9QXA', path: '/order/:orderId' });
}

describe('order detail', () => {
  it('shows everything about the order, with its status timeline', async () => {
    renderOrder({
      '/api/orders/SF7K3M9QXA': () =>
        jsonResponse(
          makeOrderAnswer({
            order_status: 'processing',
            coupon_code: 'FREESHIP',
            status_history: [
              { status: 'pending', at: '2026-11-21T10:00:00Z' },
              { status: 'processing', at: '2026-11-22T07:15:00Z' },
            ],
          }),
        ),
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.getByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order Total' })).getByText('FREESHIP')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery Address' })).getByText('wanjiru@example.co.ke')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order status timeline' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('22 Nov 2026');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('offers Cancel Order on a pending order', async () => {
    renderOrder({ '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer()) });
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('shows the steps a cancelled order went through, then Cancelled', async () => {
    renderOrder({
      '/api/orders/SF7K3M9QXA': () =>
        jsonResponse(
          makeOrderAnswer({
            order_status: 'Cancelled',
            status_history: [
              { status: 'pending', at: '2026-11-21T10:00:00Z' },
              { status: 'cancelled', at: '2026-11-21T11:00:00Z' },
            ],
          }),
        ),
    });
    const timeline = await screen.findByRole('list', { name: 'Order status timeline' });
    expect(within(timeline).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Cancelled'),
    ]);
    expect(screen.queryByRole('region', { name: 'Estimated Delivery' })).not.toBeInTheDocument();
  });

  it('says Payment Pending, with why the last attempt failed, for an online order not paid yet', async () => {
    renderOrder({
      '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer({ payment_method: 'mpesa', cod_fee: 0, payment_failure: 'Request cancelled by user' })),
    });
    const notice = await screen.findByText(/We have not received the payment for this order yet/);
    expect(notice).toHaveTextContent('Payment Pending.');
    expect(notice).toHaveTextContent('The last attempt failed: Request cancelled by user.');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Payment Pending');
    expect(within(payment).getByText('Request cancelled by user')).toBeInTheDocument();
  });

  it('shows a paid order’s receipt and payer, and no Payment Pending', async () => {
    renderOrder({
      '/api/orders/SF7K3M9QXA': () =>
        jsonResponse(makeOrderAnswer({ payment_method: 'mpesa', payment_status: 'Paid', cod_fee: 0, payment_reference: 'QK12ABC3DE', payer: '254708374149' })),
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('QK12ABC3DE');
    expect(within(payment).getByText('254708374149')).toBeInTheDocument();
    expect(screen.queryByText(/We have not received the payment/)).not.toBeInTheDocument();
  });

  it("says 'Error Loading Order' with Try Again and View All Orders when it cannot be loaded", async () => {
    let fail = true;
    const { user } = renderOrder({
      '/api/orders/SF7K3M9QXA': () =>
        fail ? jsonResponse({ error: 'forbidden', message: "Forbidden - you don't have permission" }, { status: 403 }) : jsonResponse(makeOrderAnswer()),
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Order' })).toBeInTheDocument();
    // Each part may come a render later than the heading on a busy machine: waited for, not
    // read at once (this failed once beside the Rust build).
    expect(await screen.findByText('Unable to load order details. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Pending');
  });

  it('downloads the invoice PDF through the owner route, under the server file name', async () => {
    const saved = captureDownloads();
    const { user } = renderOrder({
      '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer()),
      [`/api/orders/${ORDER_ID}/invoice.pdf`]: () =>
        new Response('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-SF7K3M9QXA.pdf"' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-SF7K3M9QXA.pdf' }]));
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const saved = captureDownloads();
    const { user } = renderOrder({
      '/api/orders/SF7K3M9QXA': () => jsonResponse(makeOrderAnswer()),
      [`/api/orders/${ORDER_ID}/invoice.pdf`]: () =>
        jsonResponse({ error: 'service_unavailable', message: 'Service unavailable' }, { status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Failed to download the invoice')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
