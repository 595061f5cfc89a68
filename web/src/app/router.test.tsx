import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { createTestQueryClient, jsonResponse, mockFetch } from '@/testing/test-utils';

import { routes } from './router';

function renderAt(url: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ '/categories': () => jsonResponse([]), ...handlers });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the not-found page for an unknown path, with links home and to products', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it.each([
    ['/help-center', 'Help Center'],
    ['/returns-refunds', 'Returns & Refunds'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/services/interior-design', 'Interior Design'],
  ])('serves the content page at %s', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends /categories/{slug} to that category page', async () => {
    const router = renderAt('/categories/Living-Room', { '/products/category/living-room': () => jsonResponse({ products: [], pagination: { total: 0 } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/living-room'));
  });

  it('shows the not-found page for an unknown service', async () => {
    renderAt('/services/teleportation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('account routes', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Set a New Password'],
  ])('serves %s', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends /account to /login when signed out', async () => {
    const router = renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects /admin/users to /admin/manage-users for an admin', async () => {
    const admin = makeAdmin();
    storeSession(admin);
    const answer = verifyAnswer(admin);
    const router = renderAt('/admin/users', {
      '/auth/verify': answer,
      '/users/verify-token': answer,
      '/users': () => jsonResponse([admin]),
      '/users/total-users': () => jsonResponse({ totalUsers: 1 }),
    });
    // The session check and the lazy admin screen both load first (within the 5 s of setup-tests).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/manage-users');
  });

  it('redirects /admin/products to /admin/manage-products for an admin', async () => {
    const admin = makeAdmin();
    storeSession(admin);
    const router = renderAt('/admin/products', {
      '/auth/verify': verifyAnswer(admin),
      '/admin/products/stats': () => jsonResponse({ totalProducts: 0, totalValue: 0, lowStock: 0, outOfStock: 0, featured: 0 }),
      '/admin/products': () => jsonResponse({ products: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Management' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/manage-products');
  });

  it('serves /upload-img to an admin', async () => {
    const admin = makeAdmin();
    storeSession(admin);
    renderAt('/upload-img', { '/auth/verify': verifyAnswer(admin) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Image' })).toBeInTheDocument();
  });

  it.each(['/admin/manage-products', '/admin/products', '/upload-img'])('sends a customer opening %s to /', async (url) => {
    const customer = makeUser();
    storeSession(customer);
    const router = renderAt(url, { '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Product Management' })).not.toBeInTheDocument();
  });
});

describe('shop routes', () => {
  it.each([
    ['/cart', 'Shopping Cart'],
    ['/wishlist', 'My Wishlist'],
    ['/track-order', 'Track Your Order'],
  ])('serves %s to guests', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/checkout', '/orders', '/order/SF7K3M9QXA', '/order-confirmation/SF7K3M9QXA'])(
    'sends %s to /login when signed out, remembering the page',
    async (url) => {
      const router = renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toMatchObject({ from: { pathname: url } });
    },
  );

  it('serves /checkout to a signed-in customer', async () => {
    const customer = makeUser();
    storeSession(customer);
    window.localStorage.setItem('cart', JSON.stringify([{ id: 12, name: 'Sofa', price: 100, quantity: 1 }]));
    renderAt('/checkout', { '/auth/verify': verifyAnswer(customer), '/api/orders/quote': () => jsonResponse({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  });
});
