import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { createTestQueryClient, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { urlOf } from '@/testing/requests';

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

const order = makeOrderAnswer();

function adminApi() {
  const admin = makeAdmin();
  storeSession(admin);
  return {
    '/auth/verify': verifyAnswer(admin),
    '/api/orders/stats': () => jsonResponse({ totalOrders: 1 }),
    '/api/orders/total-sales': () =>
      jsonResponse({
        totalSales: order.total_amount,
        revenue: { total: order.total_amount, vat: 0, excludingVat: order.total_amount, goods: order.total_amount, delivery: 0, codFees: 0, refunded: 0, sales: 1, refunds: 0 },
      }),
    '/api/orders/SF7K3M9QXA': () => jsonResponse(order),
    '/api/orders': () => jsonResponse({ orders: [order], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
  };
}

describe('admin order routes', () => {
  it('serves /admin/orders to an admin', async () => {
    renderAt('/admin/orders', adminApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(await screen.findByTestId('admin-order-SF7K3M9QXA')).toBeInTheDocument();
  });

  it('serves /admin/orders/{orderId} to an admin', async () => {
    renderAt('/admin/orders/SF7K3M9QXA', adminApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF7K3M9QXA' })).toBeInTheDocument();
  });

  it.each(['/admin/orders', '/admin/orders/SF7K3M9QXA'])('sends a customer on %s to /, without asking for orders', async (url) => {
    const customer = makeUser();
    storeSession(customer);
    const { router, fetchMock } = renderAt(url, { '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).startsWith('/api/orders'))).toBe(false);
  });

  it('sends a guest on /admin/orders to /login', async () => {
    const { router } = renderAt('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the dashboard', () => {
  it("links its 'Manage Orders' quick action to /admin/orders", async () => {
    const admin = makeAdmin();
    storeSession(admin);
    mockFetch({ '/auth/verify': verifyAnswer(admin) });
    renderWithProviders(<AdminDashboard />, { url: '/admin' });
    expect(await screen.findByRole('link', { name: /Manage Orders/ })).toHaveAttribute('href', '/admin/orders');
  });
});
