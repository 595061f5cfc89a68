import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import type { Schemas } from '@/lib/api-contract';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { DASHBOARD_REFRESH_MS, HEALTH_POLL_MS } from '../api/get-dashboard';
import { AdminDashboard, API_OFFLINE_MESSAGE, DASHBOARD_HINT, LOAD_FAILED_MESSAGE, PARTS_FAILED_MESSAGE } from './admin-dashboard';
import { urlOf } from '@/testing/requests';

/** The books' money of `total` KSh: 16% VAT on the goods, no delivery or fees. */
function money(total: number) {
  const vat = Math.round(((total * 16) / 116) * 100) / 100;
  const excludingVat = Math.round((total - vat) * 100) / 100;
  return { total, vat, excludingVat, goods: excludingVat, delivery: 0, codFees: 0, refunded: 0, sales: 1, refunds: 0 };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function board(overrides: Partial<Schemas['Dashboard']> = {}): Schemas['Dashboard'] {
  return {
    products: { total: 128, featured: 12, lowStock: 4, outOfStock: 1 },
    revenue: {
      total: 1_250_000,
      thisMonth: 93_400,
      lastMonth: 23_700,
      changePercent: 294.1,
      totalDetail: money(1_250_000),
      thisMonthDetail: money(93_400),
      lastMonthDetail: money(23_700),
    },
    users: { total: 40, customers: 38, admins: 2 },
    orders: { total: 57, byStatus: { pending: 10, processing: 5, shipped: 20, delivered: 20, cancelled: 2 } },
    topCategories: [
      { name: 'Living Room', slug: 'living-room', products: 42 },
      { name: 'Bedroom', slug: 'bedroom', products: 30 },
    ],
    recentOrders: [
      { id: 'u1', publicId: 'SF7K2M9QXA', customer: 'Wanjiku Kamau', total: 69_700, status: 'shipped', createdAt: minutesAgo(5) },
      { id: 'u2', publicId: 'SF8L3N0RYB', customer: 'Otieno Ouma', total: 23_700, status: 'pending', createdAt: minutesAgo(90) },
    ],
    recentActivity: [
      { kind: 'stock.low', text: 'Low stock: Lamu Chair (3 left)', at: minutesAgo(0), link: '/admin/manage-products' },
      { kind: 'order.placed', text: 'New order SF7K2M9QXA from Wanjiku Kamau', at: minutesAgo(5), link: '/admin/orders/SF7K2M9QXA' },
      { kind: 'user.registered', text: 'New user Otieno (o@example.com)', at: minutesAgo(180), link: '/admin/manage-users' },
      { kind: 'order.placed', text: 'New order SF8L3N0RYB from Otieno Ouma', at: minutesAgo(3 * 24 * 60), link: '/admin/orders/SF8L3N0RYB' },
    ],
    generatedAt: new Date().toISOString(),
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockFetch>[0];

function renderDashboard(handlers: Handlers) {
  const admin = makeAdmin();
  storeSession(admin);
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/health': () => jsonResponse({ status: 'ok', services: { auth: 'ok' } }),
    '/api/admin/refunds-due': () => jsonResponse({ total: 0, refunds: [] }),
    ...handlers,
  });
  const rendered = renderWithProviders(<AdminDashboard />, { url: '/admin' });
  const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path).length;
  return { ...rendered, fetchMock, calls };
}

function card(label: string) {
  return within(screen.getByRole('region', { name: label }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminDashboard', () => {
  it('shows the loading text, then every figure of the server with its onward link', async () => {
    renderDashboard({ '/api/admin/dashboard': () => jsonResponse(board()) });
    expect(screen.getByText('Loading dashboard data...')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Products' })).toBeInTheDocument();

    expect(card('Total Products').getByText('128')).toBeInTheDocument();
    expect(card('Total Products').getByText('12 featured')).toBeInTheDocument();
    expect(card('Total Products').getByRole('link')).toHaveAttribute('href', '/admin/manage-products');
    expect(card('Total Revenue').getByText('KSh 1,250,000')).toBeInTheDocument();
    expect(card('Total Revenue').getByText(/↑ 294.1% this month/)).toBeInTheDocument();
    expect(card('Total Users').getByText('40')).toBeInTheDocument();
    expect(card('Total Users').getByText('Registered customers')).toBeInTheDocument();
    expect(card('Total Orders').getByText('57')).toBeInTheDocument();
    expect(card('Total Orders').getByText('4 low-stock products')).toBeInTheDocument();
    expect(card('Total Orders').getByRole('link')).toHaveAttribute('href', '/admin/orders');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(await screen.findByText('Online')).toBeInTheDocument();

    for (const [title, detail] of [
      ['Manage Products', 'Add, edit or remove products'],
      ['Manage Users', 'View and manage user accounts'],
      ['Manage Orders', 'Process and track customer orders'],
      ['Upload Images', 'Upload product images to gallery'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(`${title}.*${detail}`) })).toBeInTheDocument();
    }

    const categories = within(screen.getByRole('region', { name: 'Top Categories' }));
    expect(categories.getByText('42 products')).toBeInTheDocument();

    const activity = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(activity.getByText('Just now')).toBeInTheDocument();
    expect(activity.getByText('5m ago')).toBeInTheDocument();
    expect(activity.getByText('3h ago')).toBeInTheDocument();
    expect(activity.getByText('3d ago')).toBeInTheDocument();
    expect(activity.getByRole('link', { name: 'New order SF7K2M9QXA from Wanjiku Kamau' })).toHaveAttribute('href', '/admin/orders/SF7K2M9QXA');
    expect(activity.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/admin/activity');

    const orders = within(screen.getByRole('region', { name: 'Recent Orders' }));
    expect(orders.getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(orders.getByText('KSh 69,700')).toBeInTheDocument();
    expect(orders.getByText('Shipped')).toHaveClass('purple');
    expect(orders.getByText('Pending')).toHaveClass('warning');
    expect(orders.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('says Unavailable for a part whose source failed, never a number, with the hint', async () => {
    renderDashboard({
      '/api/admin/dashboard': () => jsonResponse(board({ revenue: null, orders: null, recentOrders: null, products: null })),
    });
    expect(await screen.findByRole('region', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(card('Total Revenue').getByText('Unavailable')).toBeInTheDocument();
    expect(card('Total Orders').getByText('Unavailable')).toBeInTheDocument();
    expect(card('Total Products').getByText('Unavailable')).toBeInTheDocument();
    expect(card('Total Users').getByText('40')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent Orders' })).getByText('Unavailable')).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(PARTS_FAILED_MESSAGE);
    expect(banner).toHaveTextContent(DASHBOARD_HINT);
  });

  it("shows 'Failed to load dashboard data' with Retry, which loads again", async () => {
    let fail = true;
    const { user } = renderDashboard({
      '/api/admin/dashboard': () => (fail ? jsonResponse({ error: 'internal', message: 'boom' }, { status: 500 }) : jsonResponse(board())),
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(banner).toHaveTextContent(DASHBOARD_HINT);
    expect(screen.getByText('API Offline')).toBeInTheDocument();
    fail = false;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12 featured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("says 'API is currently offline' when the health check reports it offline", async () => {
    renderDashboard({
      '/api/admin/dashboard': () => Promise.reject(new TypeError('Failed to fetch')),
      '/health': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText(API_OFFLINE_MESSAGE)).toBeInTheDocument();
  });

  it('fetches the figures again every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { calls } = renderDashboard({ '/api/admin/dashboard': () => jsonResponse(board()) });
    expect(await screen.findByText('12 featured')).toBeInTheDocument();
    expect(calls('/api/admin/dashboard')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS - 5_000));
    expect(calls('/api/admin/dashboard')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(calls('/api/admin/dashboard')).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
    await waitFor(() => expect(calls('/api/admin/dashboard')).toBe(3));
  });

  it('Refresh fetches the figures and the API status again', async () => {
    const { user, calls } = renderDashboard({ '/api/admin/dashboard': () => jsonResponse(board()) });
    expect(await screen.findByText('12 featured')).toBeInTheDocument();
    await waitFor(() => expect(calls('/health')).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls('/api/admin/dashboard')).toBe(2));
    await waitFor(() => expect(calls('/health')).toBe(2));
  });
});

describe('the connectivity badge', () => {
  it('stays hidden while the API is up, and checks /health every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { calls } = renderDashboard({ '/api/admin/dashboard': () => jsonResponse(board()) });
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /API Offline|No Internet/ })).not.toBeInTheDocument();
    expect(calls('/health')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    await waitFor(() => expect(calls('/health')).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    await waitFor(() => expect(calls('/health')).toBe(3));
  });

  it('appears when the API goes offline, expands on click, and leaves when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let up = true;
    const { user } = renderDashboard({
      '/api/admin/dashboard': () => jsonResponse(board()),
      '/health': () =>
        up
          ? jsonResponse({ status: 'ok', services: { auth: 'ok' } })
          : jsonResponse({ status: 'degraded', services: { auth: 'ok', orders: 'down' } }, { status: 503 }),
    });
    expect(await screen.findByText('Online')).toBeInTheDocument();
    up = false;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    const badge = await screen.findByRole('button', { name: 'API Offline' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    await user.click(badge);
    const panel = badge.parentElement!.querySelector('dl')!;
    expect(panel).toHaveTextContent('InternetConnected');
    expect(panel).toHaveTextContent(/API(API Offline|Checking\.\.\.)/);
    expect(panel).toHaveTextContent(/Last checked\d/);

    up = true;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'API Offline' })).not.toBeInTheDocument());
  });

  it("says 'No Internet' when the browser is offline", async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderDashboard({ '/api/admin/dashboard': () => jsonResponse(board()) });
    const badge = await screen.findByRole('button', { name: 'No Internet' });
    fireEvent.click(badge);
    expect(badge.parentElement).toHaveTextContent('InternetNo Internet');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No Internet' })).not.toBeInTheDocument());
    onLine.mockRestore();
  });
});
