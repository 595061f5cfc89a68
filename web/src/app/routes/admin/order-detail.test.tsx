import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import AdminOrderDetailRoute from './order-detail';
import { SHOP } from '@/config/shop';
import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { formatDateTime } from '@/lib/format';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { makeShopSettings } from '@/testing/shop-settings';

import { ORDER_LOAD_TIMEOUT_MS } from '@/features/admin-orders/hooks/use-order-detail';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();

/**
 * Stored totals that do not add up the way the browser would add them: the screen must show
 * them as they are.
 */
const order = makeOrderAnswer({
  order_status: 'processing',
  payment_method: 'mpesa',
  payment_status: 'Paid',
  payment_reference: 'QK12ABC3DE',
  payer: '254708374149',
  paid_at: '2026-11-21T10:05:00Z',
  subtotal: 91998,
  discount: 0,
  shipping_fee: 500,
  vat: 14719.68,
  cod_fee: 0,
  total_amount: 107217.68,
  delivery_instructions: 'Call at the gate',
  payment_failed_attempts: 2,
  buyer_pin: null,
  etims_invoices: [],
  status_history: [
    { status: 'pending', at: '2026-11-21T10:00:00Z' },
    { status: 'processing', at: '2026-11-22T07:15:00Z' },
  ],
});

type Handlers = Parameters<typeof mockFetch>[0];

function api(handlers: Handlers = {}) {
  return mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/api/orders/SF7K3M9QXA': () => jsonResponse(order),
    '/api/settings': () => jsonResponse(makeShopSettings()),
    ...handlers,
  });
}

function renderDetail(orderId = 'SF7K3M9QXA', locationState?: unknown) {
  storeSession(admin);
  return renderWithProviders(<AdminOrderDetailRoute />, {
    url: `/admin/orders/${orderId}`,
    path: '/admin/orders/:orderId',
    locationState,
    routes: [{ path: '/admin/orders', element: <h1>Orders list</h1> }],
  });
}

/** A request the server never answers; it ends when the browser aborts it. */
function hanging(_url: URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

function orderReads(fetchMock: ReturnType<typeof mockFetch>): number {
  return fetchMock.mock.calls.filter(([input, init]) => urlOf(input).startsWith('/api/orders/') && (init?.method ?? 'GET') === 'GET').length;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('admin order detail', () => {
  it('shows the lines with pictures, the stored totals, customer, delivery, status history and payment', async () => {
    api();
    renderDetail();
    expect(screen.getByText('Loading order details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    const line = within(items).getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' })).toHaveAttribute('href', '/product/12');
    expect(line.querySelector('img')).toHaveAttribute('src', '/media/demo/sofa-grey-1.svg');
    expect(line).toHaveTextContent('2 × KSh 45,999');
    expect(line).toHaveTextContent('KSh 91,998');
    expect(items).toHaveTextContent('SubtotalKSh 91,998');
    expect(items).toHaveTextContent('ShippingKSh 500');
    expect(items).toHaveTextContent('VAT (16%)KSh 14,719.68');
    expect(items).toHaveTextContent('TotalKSh 107,217.68');

    const customer = screen.getByRole('region', { name: 'Customer Information' });
    expect(customer).toHaveTextContent('Wanjiru Kamau');
    expect(within(customer).getByRole('link', { name: '0712345678' })).toHaveAttribute('href', 'tel:0712345678');
    const shipping = screen.getByRole('region', { name: 'Shipping Address' });
    expect(shipping).toHaveTextContent('12 Moi Avenue');
    expect(shipping).toHaveTextContent('Nairobi County');
    expect(shipping).toHaveTextContent('Call at the gate');
    expect(shipping).toHaveTextContent('Morning (8:00 AM-12:00 PM)');

    const status = screen.getByRole('region', { name: 'Order Status' });
    expect(within(status).getByRole('combobox', { name: 'Update Status' })).toHaveValue('processing');
    const history = within(status).getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Pending${formatDateTime('2026-11-21T10:00:00Z')}`,
      `Processing${formatDateTime('2026-11-22T07:15:00Z')}`,
    ]);
    // Nairobi time: 07:15 UTC is 10:15 there.
    expect(formatDateTime('2026-11-22T07:15:00Z')).toMatch(/22 Nov 2026, 10:15/);

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('M-Pesa');
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('QK12ABC3DE');
    expect(payment).toHaveTextContent('254708374149');
    expect(within(payment).getByTestId('failed-attempts')).toHaveTextContent('2');

    const edit = screen.getByRole('button', { name: 'Edit Order' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(/Editing an order is not available yet/);
  });

  it("shows the list's copy at once, then the server's", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = api({ '/api/orders/SF7K3M9QXA': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderDetail('SF7K3M9QXA', { order: { ...order, order_status: 'pending' } });

    // No loading screen: the order the list passed shows at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Update Status' })).toHaveValue('pending');
    await waitFor(() => expect(orderReads(fetchMock)).toBe(1));

    answer(jsonResponse({ ...order, order_status: 'shipped' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Update Status' })).toHaveValue('shipped'));
  });

  it("says 'Order Not Found' for an order the server does not have", async () => {
    api({ '/api/orders/SFNOTHERE1': () => jsonResponse({ error: 'order_not_found', message: 'Order not found' }, { status: 404 }) });
    renderDetail('SFNOTHERE1');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('refuses an invalid order id without calling the server', () => {
    const fetchMock = api();
    renderDetail('undefined');
    expect(screen.getByText('Invalid order ID. Please select a valid order.')).toBeInTheDocument();
    expect(orderReads(fetchMock)).toBe(0);
  });

  it('says why loading failed, with Try Again and Back to Orders', async () => {
    let fail = true;
    api({
      '/api/orders/SF7K3M9QXA': () =>
        fail ? jsonResponse({ error: 'forbidden', message: "Forbidden - you don't have permission" }, { status: 403 }) : jsonResponse(order),
    });
    const { user } = renderDetail();
    expect(
      await screen.findByText("Failed to load order details: Access denied: Forbidden - you don't have permission"),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
  });

  it('gives up after 15 seconds with the time-out message, and Try Again loads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let hang = true;
    const fetchMock = api({ '/api/orders/SF7K3M9QXA': (url, init) => (hang ? hanging(url, init) : jsonResponse(order)) });
    const { user } = renderDetail();
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_LOAD_TIMEOUT_MS - 1000));
    expect(screen.getByText('Loading order details...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Request timed out. The server may be slow or unavailable.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toBeInTheDocument();
    // The request itself was given up, not left running.
    const firstRead = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/orders/SF7K3M9QXA')!;
    expect(firstRead[1]!.signal!.aborted).toBe(true);

    hang = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
  });

  it("stops loading on Cancel Loading: 'Loading cancelled by user'", async () => {
    let hang = true;
    const fetchMock = api({ '/api/orders/SF7K3M9QXA': (url, init) => (hang ? hanging(url, init) : jsonResponse(order)) });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel Loading' }));
    expect(await screen.findByText('Loading cancelled by user')).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([input]) => urlOf(input) === '/api/orders/SF7K3M9QXA')![1]!.signal!.aborted).toBe(true);
    expect(screen.queryByText('Failed to load order details')).not.toBeInTheDocument();

    hang = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
  });

  it('updates the status from the status card once the server answered OK', async () => {
    const fetchMock = api({
      '/api/orders/SF7K3M9QXA': () => jsonResponse(order),
      [`/api/orders/${order.id}/status`]: () => jsonResponse({ order: { ...order, order_status: 'delivered' } }),
    });
    const { user } = renderDetail();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Update Status' }), 'delivered');
    const confirm = screen.getByRole('dialog', { name: 'Change order status' });
    await user.click(within(confirm).getByRole('button', { name: 'Change Status' }));
    expect(await screen.findByText('Order status updated to Delivered')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ order_status: 'delivered' });
  });

  it('deletes after the confirmation and goes back to the orders', async () => {
    const fetchMock = api({
      [`/api/orders/${order.id}`]: (_url, init) =>
        init?.method === 'DELETE' ? jsonResponse({ message: 'Order deleted successfully' }) : jsonResponse(order),
    });
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this order? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Order' }));
    expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(fetchMock.mock.calls.some(([input, init]) => urlOf(input) === `/api/orders/${order.id}` && init?.method === 'DELETE')).toBe(true);
  });

  it("says 'Failed to delete order' and stays when the delete fails", async () => {
    api({
      [`/api/orders/${order.id}`]: (_url, init) =>
        init?.method === 'DELETE' ? jsonResponse({ error: 'service_unavailable', message: 'Service unavailable' }, { status: 503 }) : jsonResponse(order),
    });
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete Order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete order' })).getByRole('button', { name: 'Delete Order' }));
    expect(await screen.findByText('Failed to delete order')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/SF7K3M9QXA');
  });

  it("asks to allow pop-ups when the print window is blocked", async () => {
    api();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Print Order' }));
    expect(open).toHaveBeenCalled();
    expect(await screen.findByText('Please allow pop-ups to print the order')).toBeInTheDocument();
  });

  it('writes the print view into a new window and prints it 500 ms later', async () => {
    api();
    const written: string[] = [];
    const printWindow = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Print Order' }));

    const html = written.join('');
    expect(html).toContain(SHOP.name);
    // The shop's contact from the business settings.
    expect(html).toContain('Tel: +254 712 345 678');
    expect(html).toContain('Nairobi 3-Seater Linen Sofa');
    expect(html).toContain('KSh 107,217.68');
    expect(printWindow.document.close).toHaveBeenCalled();
    expect(printWindow.print).not.toHaveBeenCalled();
    await waitFor(() => expect(printWindow.print).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Please allow pop-ups to print the order')).not.toBeInTheDocument();
  });

  it('downloads the PDF invoice through the admin route, under the server file name', async () => {
    const fetchMock = api({
      [`/api/admin/orders/${order.id}/invoice.pdf`]: () =>
        new Response('%PDF-1.4', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-SF7K3M9QXA.pdf"' },
        }),
    });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-SF7K3M9QXA.pdf' }]));
    const call = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/invoice.pdf'))!;
    expect(urlOf(call[0])).toBe(`/api/admin/orders/${order.id}/invoice.pdf`);
    expect((call[1]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });
});
