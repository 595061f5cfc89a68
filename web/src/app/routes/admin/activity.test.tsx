import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { createTestQueryClient, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { ActivityScreen } from '@/features/admin-activity/components/activity-screen';
import type { ActivityEntry } from '@/features/admin-activity/api/activity-types';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();
const clerk = makeAdmin({ id: '7b3c1e2a-0000-4000-8000-0000000000c1', name: 'Shop Clerk', email: 'clerk@example.co.ke' });

const statusChange: ActivityEntry = {
  id: 'orders:17',
  service: 'orders',
  // 21:30 UTC is already the next day in Nairobi (UTC+3).
  at: '2026-11-21T21:30:00.123456Z',
  actor: { id: admin.id, name: admin.name, email: admin.email },
  kind: 'order.status',
  target: 'SF7K2M9QXA',
  summary: 'Status pending -> shipped',
  before: { status: 'pending' },
  after: { status: 'shipped' },
  targetExists: true,
};
const productEdit: ActivityEntry = {
  id: 'catalog:4',
  service: 'catalog',
  at: '2026-11-21T09:00:00Z',
  actor: { id: clerk.id, name: clerk.name, email: clerk.email },
  kind: 'product.update',
  target: '42',
  summary: 'Updated product Malindi Sofa: price',
  before: { price: 45999 },
  after: { price: 39999 },
  targetExists: true,
};
const formerAdmin: ActivityEntry = {
  id: 'auth:2',
  service: 'auth',
  at: '2026-11-20T09:00:00Z',
  actor: { id: 'gone-1', name: null, email: null },
  kind: 'user.delete',
  target: 'u-9',
  summary: 'Deleted user Otieno <otieno@example.co.ke>',
  before: { name: 'Otieno', email: 'otieno@example.co.ke', role: 'user', phone: '' },
  after: null,
  targetExists: false,
};

type Handler = (url: URL) => Response | Promise<Response>;

function activityServer(entries: ActivityEntry[], { list }: { list?: Handler } = {}) {
  return mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/users': () => jsonResponse([admin, clerk]),
    '/api/admin/activity': async (url) => {
      if (list) return list(url);
      const kind = url.searchParams.get('kind');
      const actor = url.searchParams.get('actor');
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const found = entries.filter((e) => (!kind || e.kind === kind) && (!actor || e.actor.id === actor));
      return jsonResponse({
        entries: found.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
      });
    },
  });
}

function activityCalls(fetchMock: ReturnType<typeof mockFetch>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/activity');
}

function renderScreen(url = '/admin/activity') {
  storeSession(admin);
  return renderWithProviders(<ActivityScreen />, {
    url,
    path: '/admin/activity',
    routes: [
      { path: '/admin/orders/:orderId', element: <h1>Order page</h1> },
      { path: '/product/:id', element: <h1>Product page</h1> },
    ],
  });
}

describe('admin activity log', () => {
  it('loads, then shows each entry: Nairobi time, who, what, the target and before -> after', async () => {
    activityServer([statusChange, productEdit, formerAdmin]);
    renderScreen();
    expect(screen.getByText('Loading activity...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3 entries')).toBeInTheDocument();

    const order = within(table).getByTestId('activity-orders:17');
    expect(order).toHaveTextContent('22 Nov 2026');
    expect(order).toHaveTextContent('Shop Admin');
    expect(order).toHaveTextContent('admin@samanifurniture.co.ke');
    expect(order).toHaveTextContent('Order status changed');
    expect(order).toHaveTextContent('Status pending -> shipped');
    expect(within(order).getByRole('link', { name: 'Order SF7K2M9QXA' })).toHaveAttribute('href', '/admin/orders/SF7K2M9QXA');
    expect(within(order).getByRole('list', { name: 'Changes' })).toHaveTextContent('Status: pending → shipped');

    const product = within(table).getByTestId('activity-catalog:4');
    expect(product).toHaveTextContent('Shop Clerk');
    expect(within(product).getByRole('link', { name: 'Product #42' })).toHaveAttribute('href', '/product/42');
    expect(within(product).getByRole('list', { name: 'Changes' })).toHaveTextContent('Price: KSh 45,999 → KSh 39,999');

    const deleted = within(table).getByTestId('activity-auth:2');
    expect(deleted).toHaveTextContent('Former account');
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(deleted).toHaveTextContent('Otieno');
  });

  it('keeps the filters in the URL and asks the server for them', async () => {
    const fetchMock = activityServer([statusChange, productEdit]);
    const { user, router } = renderScreen();
    await screen.findByRole('table', { name: 'Activity' });

    // The admins to pick from come from the users list (admins only).
    const adminSelect = screen.getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(within(adminSelect).getByRole('option', { name: 'Shop Clerk' })).toBeInTheDocument());
    await user.selectOptions(adminSelect, clerk.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?actor=${clerk.id}`));
    await waitFor(() => expect(screen.queryByTestId('activity-orders:17')).toBeNull());
    expect(screen.getByTestId('activity-catalog:4')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'order.status');
    await waitFor(() => expect(screen.getByText('No activity found')).toBeInTheDocument());
    expect(router.state.location.search).toBe(`?actor=${clerk.id}&kind=order.status`);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await screen.findByTestId('activity-orders:17');
    expect(router.state.location.search).toBe('');
    expect(activityCalls(fetchMock).some((url) => url.searchParams.get('kind') === 'order.status' && url.searchParams.get('actor') === clerk.id)).toBe(true);
  });

  it('reads a date range from the URL and sends it as Nairobi days', async () => {
    const fetchMock = activityServer([statusChange]);
    renderScreen('/admin/activity?from=2026-11-01&to=2026-11-30&kind=order.status&page=1');
    await screen.findByTestId('activity-orders:17');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    const call = activityCalls(fetchMock).at(-1)!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'order.status', page: '1', limit: '20' });
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...statusChange, id: `orders:${100 - i}`, target: `SF0000000${i}` }));
    const fetchMock = activityServer(many);
    const { user, router } = renderScreen();
    await screen.findByText('Showing 1–20 of 25 entries');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await screen.findByText('Showing 21–25 of 25 entries');
    expect(router.state.location.search).toBe('?page=2');
    expect(activityCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('says when nothing was recorded yet', async () => {
    activityServer([]);
    renderScreen();
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a failed load with the reason and Try Again', async () => {
    let fail = true;
    activityServer([statusChange], {
      list: (url) =>
        fail
          ? jsonResponse({ error: 'service_unavailable', message: 'Service temporarily unavailable - please try again later' }, { status: 503 })
          : jsonResponse({ entries: [statusChange], pagination: { page: Number(url.searchParams.get('page') ?? 1), limit: 20, total: 1, totalPages: 1 } }),
    });
    const { user } = renderScreen();
    expect(await screen.findByText('Failed to load the activity log. Please try again.', {})).toBeInTheDocument();
    expect(screen.getByText('Service temporarily unavailable - please try again later')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('activity-orders:17')).toBeInTheDocument();
  });
});

describe('the /admin/activity route', () => {
  function renderAt(url: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
    const fetchMock = mockFetch({ '/categories': () => jsonResponse([]), ...handlers });
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { router, fetchMock };
  }

  it('serves the activity log to an admin', async () => {
    storeSession(admin);
    renderAt('/admin/activity', {
      '/auth/verify': verifyAnswer(admin),
      '/users': () => jsonResponse([admin]),
      '/api/admin/activity': () => jsonResponse({ entries: [statusChange], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    expect(await screen.findByTestId('activity-orders:17')).toBeInTheDocument();
  });

  it('sends a customer to /, without asking for the log', async () => {
    const customer = makeUser();
    storeSession(customer);
    const { router, fetchMock } = renderAt('/admin/activity', { '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).startsWith('/api/admin/activity'))).toBe(false);
  });
});
