import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { OrdersScreen } from './orders-screen';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();

type Order = ReturnType<typeof makeOrderAnswer>;

const akinyi = makeOrderAnswer({
  id: '0b6c2f4e-0000-4000-8000-0000000000a1',
  public_id: 'SFAKINYI01',
  customer_name: 'Akinyi Otieno',
  phone: '0722000111',
  // 21:30 UTC is already the next day in Nairobi (UTC+3).
  created_at: '2026-11-21T21:30:00Z',
  order_status: 'pending',
  total_amount: 106817.68,
});
const baraka = makeOrderAnswer({
  id: '0b6c2f4e-0000-4000-8000-0000000000b2',
  public_id: 'SFBARAKA02',
  customer_name: 'Baraka Mwangi',
  phone: '0733000222',
  order_status: 'shipped',
  total_amount: 52300,
  items: [
    { product_id: 3, product_name: 'Lamu Chair', name: 'Lamu Chair', price: 12000, quantity: 3, line_total: 36000, image: '', category: 'Living Room - Accent Chairs' },
    { product_id: 4, product_name: 'Kisumu Lamp', name: 'Kisumu Lamp', price: 5000, quantity: 1, line_total: 5000, image: '', category: 'Decor - Lighting' },
  ],
});

/**
 * A small orders server: searches and filters like the gateway (order number, name or phone,
 * case-insensitive), pages, and keeps status changes. `onStatus` decides the PUT's answer.
 */
function ordersServer(
  orders: Order[],
  {
    totalPages,
    onStatus,
    list,
  }: {
    totalPages?: number;
    onStatus?: (order: Order, status: string) => Response | Promise<Response>;
    list?: (url: URL) => Response | undefined;
  } = {},
) {
  const store = orders.map((order) => ({ ...order }));
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/api/orders/stats': () => jsonResponse({ totalOrders: 57, totalRevenue: 0, ordersByStatus: {}, revenueThisMonth: 0, revenueLastMonth: 0, ordersThisMonth: 0, ordersLastMonth: 0, recentOrders: [] }),
    '/api/orders/total-sales': () =>
      jsonResponse({
        totalSales: 1250000.5,
        revenue: { total: 1250000.5, vat: 172413.86, excludingVat: 1077586.64, goods: 1077086.64, delivery: 500, codFees: 0, refunded: 0, sales: 12, refunds: 0 },
      }),
    '/api/orders': async (url, init) => {
      const statusPath = url.pathname.match(/^\/api\/orders\/([^/]+)\/status$/);
      if (statusPath && init?.method === 'PUT') {
        const order = store.find((row) => row.id === decodeURIComponent(statusPath[1]!))!;
        const status = (JSON.parse(init.body as string) as { order_status: string }).order_status;
        const answer = onStatus ? await onStatus(order, status) : jsonResponse({ order: { ...order, order_status: status } });
        if (answer.ok) order.order_status = status;
        return answer;
      }
      const custom = list?.(url);
      if (custom) return custom;
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const status = url.searchParams.get('status') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const found = store.filter(
        (order) =>
          (!status || order.order_status === status) &&
          [order.public_id, order.customer_name, order.phone].some((value) => value.toLowerCase().includes(search)),
      );
      return jsonResponse({
        orders: found,
        pagination: { page, limit, total: found.length, totalPages: totalPages ?? Math.ceil(found.length / limit) },
      });
    },
  });
  return { fetchMock, store };
}

function listCalls(fetchMock: ReturnType<typeof mockFetch>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/orders');
}

function renderScreen(url = '/admin/orders') {
  storeSession(admin);
  return renderWithProviders(<OrdersScreen />, {
    url,
    path: '/admin/orders',
    routes: [{ path: '/admin/orders/:orderId', element: <h1>Order page</h1> }],
  });
}

function row(publicId: string): HTMLElement {
  return screen.getByTestId(`admin-order-${publicId}`);
}

/** Confirms the status change the select just proposed. */
async function confirmStatusChange(user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
  await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));
}

describe('admin orders list', () => {
  it('loads, then shows the totals and each order: customer and phone, Nairobi date, status, items and KSh total', async () => {
    ordersServer([akinyi, baraka]);
    renderScreen();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(await screen.findByText('57')).toBeInTheDocument();
    expect(await screen.findByText('KSh 1,250,000.50')).toBeInTheDocument();

    const first = within(table).getByTestId('admin-order-SFAKINYI01');
    expect(first).toHaveTextContent('Akinyi Otieno');
    expect(first).toHaveTextContent('0722000111');
    expect(first).toHaveTextContent('22 Nov 2026');
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('2 items');
    expect(first).toHaveTextContent('KSh 106,817.68');
    expect(within(first).getByRole('link', { name: 'View order SFAKINYI01' })).toHaveAttribute('href', '/admin/orders/SFAKINYI01');
    expect(within(first).getByRole('combobox', { name: 'Status of order SFAKINYI01' })).toHaveValue('pending');

    const second = row('SFBARAKA02');
    expect(within(second).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(second).toHaveTextContent('4 items');
  });

  it('passes the order along to its page in the navigation state', async () => {
    ordersServer([akinyi]);
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('link', { name: 'View order SFAKINYI01' }));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/SFAKINYI01');
    expect((router.state.location.state as { order: Order }).order).toMatchObject({ id: akinyi.id, public_id: 'SFAKINYI01' });
  });

  it('does not pull the admin back to the list when a search pause ends while an order is opening', async () => {
    ordersServer([akinyi]);
    storeSession(admin);
    let openPage: (() => void) | undefined;
    const pageLoaded = new Promise<void>((resolve) => (openPage = resolve));
    const { user, router } = renderWithProviders(<OrdersScreen />, {
      url: '/admin/orders',
      path: '/admin/orders',
      // A lazy page that loads only when the test says so: the list stays on screen meanwhile.
      routes: [{ path: '/admin/orders/:orderId', lazy: async () => (await pageLoaded, { element: <h1>Order page</h1> }) }],
    });
    const link = await screen.findByRole('link', { name: 'View order SFAKINYI01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Aki');
    await user.click(link);
    expect(router.state.navigation.location?.pathname).toBe('/admin/orders/SFAKINYI01');
    // The typing pause ends while the order's page is still loading.
    await new Promise((resolve) => setTimeout(resolve, 450));
    openPage!();
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/SFAKINYI01');
  });

  it('searches and filters on the server, back on page 1', async () => {
    const { fetchMock } = ordersServer([akinyi, baraka]);
    const { user } = renderScreen('/admin/orders?page=1');
    await screen.findByRole('table', { name: 'Orders' });
    expect(listCalls(fetchMock)[0]!.search).toBe('?page=1&limit=20');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0733');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveAttribute('placeholder', 'Search orders, customers, or phone numbers...');
    await waitFor(() => expect(screen.queryByTestId('admin-order-SFAKINYI01')).not.toBeInTheDocument());
    expect(row('SFBARAKA02')).toBeInTheDocument();
    // One call for the whole word, once typing paused.
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('search'))).toEqual([null, '0733']);

    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    await user.selectOptions(status, 'delivered');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    const last = listCalls(fetchMock).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ search: '0733', status: 'delivered', page: '1', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('admin-order-SFAKINYI01')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)!.search).toBe('?page=1&limit=20');
  });

  it('shows the payment state of each order and filters by it on the server', async () => {
    const paid = makeOrderAnswer({ id: 'p1', public_id: 'SFPAIDMP01', payment_method: 'mpesa', payment_status: 'Paid', payment_state: 'paid' });
    const due = makeOrderAnswer({ id: 'c1', public_id: 'SFCODDUE01', payment_state: 'cod_due' });
    const { fetchMock } = ordersServer([paid, due]);
    const { user } = renderScreen('/admin/orders');
    await screen.findByRole('table', { name: 'Orders' });
    // A paid order and an unpaid cash order no longer both read just "Pending".
    expect(within(row('SFPAIDMP01')).getByTestId('payment-state')).toHaveTextContent('Paid');
    expect(within(row('SFCODDUE01')).getByTestId('payment-state')).toHaveTextContent('COD to collect');

    const payment = screen.getByRole('combobox', { name: 'Filter by payment' });
    expect(within(payment).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Payments',
      'Unpaid',
      'Paid',
      'COD to collect',
      'COD collected',
      'Refund due',
      'Refunded',
    ]);
    await user.selectOptions(payment, 'cod_due');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('paymentState')).toBe('cod_due'));
    expect(Object.fromEntries(listCalls(fetchMock).at(-1)!.searchParams)).toEqual({ paymentState: 'cod_due', page: '1', limit: '20' });
  });

  it('pages on the server with Previous, the page numbers and Next', async () => {
    const { fetchMock } = ordersServer([akinyi, baraka], { totalPages: 3 });
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Orders' });
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2'));
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('3'));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes a status only once the server answered OK, and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = ordersServer([akinyi, baraka], {
      onStatus: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderScreen();
    const select = await within(await screen.findByTestId('admin-order-SFAKINYI01')).findByRole('combobox', {
      name: 'Status of order SFAKINYI01',
    });
    await user.selectOptions(select, 'shipped');
    // Choosing only asks: nothing is sent until the change is confirmed.
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('Change order SFAKINYI01 from Pending to Shipped?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Change Status' }));

    // Sent, not answered yet: the row still shows the stored status.
    await waitFor(() => expect(select).toBeDisabled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(urlOf(put[0])).toBe(`/api/orders/${akinyi.id}/status`);
    expect(JSON.parse(put[1]!.body as string)).toEqual({ order_status: 'shipped' });
    expect(select).toHaveValue('pending');
    expect(within(row('SFAKINYI01')).getByTestId('order-status')).toHaveTextContent('Pending');

    answer(jsonResponse({ order: { ...akinyi, order_status: 'shipped' } }));
    expect(await screen.findByText('Order status updated to Shipped')).toBeInTheDocument();
    await waitFor(() => expect(within(row('SFAKINYI01')).getByTestId('order-status')).toHaveTextContent('Shipped'));
    expect(select).toHaveValue('shipped');
  });

  it('waits for each row on its own when two rows change at once', async () => {
    const answers = new Map<string, (response: Response) => void>();
    ordersServer([akinyi, baraka], {
      onStatus: (order, status) =>
        new Promise<Response>((resolve) => answers.set(order.id, () => resolve(jsonResponse({ order: { ...order, order_status: status } })))),
    });
    const { user } = renderScreen();
    const first = await screen.findByRole('combobox', { name: 'Status of order SFAKINYI01' });
    const second = screen.getByRole('combobox', { name: 'Status of order SFBARAKA02' });
    await user.selectOptions(first, 'processing');
    await confirmStatusChange(user);
    await user.selectOptions(second, 'delivered');
    await confirmStatusChange(user);
    await waitFor(() => expect(answers.size).toBe(2));
    expect(first).toBeDisabled();
    expect(second).toBeDisabled();

    answers.get(akinyi.id)!(new Response());
    await waitFor(() => expect(first).toHaveValue('processing'));
    expect(first).not.toBeDisabled();
    expect(second).toBeDisabled();
    expect(second).toHaveValue('shipped');

    answers.get(baraka.id)!(new Response());
    await waitFor(() => expect(second).toHaveValue('delivered'));
    expect(await screen.findByText('Order status updated to Delivered')).toBeInTheDocument();
  });

  it("keeps the row as it was and says 'Failed to update order status' when the server refuses", async () => {
    ordersServer([akinyi], {
      onStatus: () => jsonResponse({ error: 'service_unavailable', message: 'Service unavailable' }, { status: 503 }),
    });
    const { user } = renderScreen();
    const select = await screen.findByRole('combobox', { name: 'Status of order SFAKINYI01' });
    await user.selectOptions(select, 'delivered');
    await confirmStatusChange(user);
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(within(row('SFAKINYI01')).getByTestId('order-status')).toHaveTextContent('Pending');
  });

  it('sends nothing when the confirmation is dismissed, and names what cancelling does', async () => {
    const { fetchMock } = ordersServer([akinyi]);
    const { user } = renderScreen();
    const select = await screen.findByRole('combobox', { name: 'Status of order SFAKINYI01' });
    await user.selectOptions(select, 'cancelled');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('Its stock goes back to the catalogue');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Pending' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('keeps a cancelled order cancelled: the other statuses cannot be chosen', async () => {
    ordersServer([makeOrderAnswer({ public_id: 'SFCANCEL03', order_status: 'cancelled' })]);
    renderScreen();
    const select = await screen.findByRole('combobox', { name: 'Status of order SFCANCEL03' });
    expect(within(select).getByRole('option', { name: 'Shipped' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Cancelled' })).not.toBeDisabled();
  });

  it("shows the error view with Try Again and the 'Failed to load orders' toast when the list fails", async () => {
    let fail = true;
    ordersServer([akinyi], {
      list: () => (fail ? jsonResponse({ error: 'forbidden', message: "Forbidden - you don't have permission" }, { status: 403 }) : undefined),
    });
    const { user } = renderScreen();
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load orders')).toBeInTheDocument();
    expect(screen.getByText("Access denied: Forbidden - you don't have permission")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('admin-order-SFAKINYI01')).toBeInTheDocument();
  });

  it("says 'No orders found' when there are none", async () => {
    ordersServer([]);
    renderScreen();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
