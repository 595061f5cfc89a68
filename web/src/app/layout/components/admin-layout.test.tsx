import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { createTestQueryClient, jsonResponse, mockFetch } from '@/testing/test-utils';

import { ADMIN_NAV, currentAdminNavItem } from '../admin-navigation';

const admin = makeAdmin();

function renderAdminAt(url: string, handlers: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(admin);
  const answer = verifyAnswer(admin);
  mockFetch({ '/auth/verify': answer, '/users/verify-token': answer, '/categories': () => jsonResponse([]), ...handlers });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the admin layout', () => {
  it('frames an admin screen with the side navigation and none of the shop chrome', async () => {
    renderAdminAt('/admin/operations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    const layout = screen.getByTestId('admin-layout');
    const nav = within(layout).getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Products',
      'Categories',
      'Customers',
      'Messages',
      'Reports',
      'Discount codes',
      'Campaigns',
      'Reviews',
      'Settings',
      'Activity',
      'Operations',
    ]);
    expect(within(nav).getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // No shop header, category menu, cart, wishlist or footer.
    expect(screen.queryByRole('navigation', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /wishlist/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The developer widgets are here, and only here.
    expect(screen.getByRole('region', { name: 'Token Manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Dead Letters' })).toHaveAttribute('href', '/admin/dead-letters');
    expect(screen.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
  });

  it('opens the navigation as a drawer from the top bar, and closes it on a choice', async () => {
    const { router, user } = renderAdminAt('/admin/operations');
    await screen.findByRole('heading', { level: 1, name: 'Operations' });
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
  });

  it('says Access Denied, not that the API is offline, once the server refuses an admin call with 403', async () => {
    const forbidden = () => jsonResponse({ error: 'forbidden', message: "Forbidden - you don't have permission" }, { status: 403 });
    renderAdminAt('/admin/dead-letters', { '/api/admin/dead-letters': forbidden });
    expect(await screen.findByText('Access Denied: Admin privileges required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out & Sign In Again' })).toBeInTheDocument();
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
  });

  it('shows a not-found page inside the admin frame for an unknown admin path', async () => {
    renderAdminAt('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-layout')).toBeInTheDocument();
  });
});

describe('currentAdminNavItem', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/orders/SF7K3M9QXA', 'Orders'],
    ['/upload-img', 'Products'],
    ['/admin/manage-users', 'Customers'],
    ['/admin/sales', 'Reports'],
    ['/admin/dead-letters', 'Operations'],
  ])('puts %s under %s', (path, label) => {
    expect(currentAdminNavItem(path)?.label).toBe(label);
  });

  it('matches whole path segments only', () => {
    expect(currentAdminNavItem('/admin/ordersx')).toBeUndefined();
    expect(ADMIN_NAV[0]!.to).toBe('/admin');
  });
});
