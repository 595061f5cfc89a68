import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import type { User } from '@/types/user';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { ManageUsersScreen } from './manage-users-screen';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();
const customer = makeUser({ id: 'c-1', name: 'Otieno Ouma', email: 'otieno@example.co.ke' });

/** The customer list's row of a user: what the server adds (orders and spending). */
function asCustomer(user: User, figures: { orders: number; spent: number } = { orders: 0, spent: 0 }) {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone ?? '', role: user.role, createdAt: '2026-11-01T09:00:00Z', ...figures };
}

/** Pages like the server: newest first as given, searched by name, email or phone. */
function adminApi(users: User[] = [admin, customer], overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/users/verify-token': verifyAnswer(admin),
    '/users/total-users': () => jsonResponse({ totalUsers: users.length }),
    '/api/admin/customers': (url) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const found = users.filter((user) => `${user.name} ${user.email} ${user.phone ?? ''}`.toLowerCase().includes(search));
      return jsonResponse({
        customers: found
          .slice((page - 1) * limit, page * limit)
          .map((user) => asCustomer(user, user.id === customer.id ? { orders: 3, spent: 91998.5 } : undefined)),
        pagination: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
      });
    },
    ...overrides,
  });
}

function renderScreen() {
  return renderWithProviders(<ManageUsersScreen />, { url: '/admin/manage-users' });
}

beforeEach(() => window.sessionStorage.clear());

describe('user management for an admin', () => {
  it('shows the heading, the badge, who is signed in, the total and the users', async () => {
    storeSession(admin);
    adminApi();
    renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Admin Access')).toBeInTheDocument();
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as Shop Admin (admin@samanifurniture.co.ke)');

    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = within(table).getByTestId('customer-otieno@example.co.ke');
    expect(within(row).getByText('otieno@example.co.ke')).toBeInTheDocument();
    // Phone, orders and spending instead of the account's UUID.
    expect(row).toHaveTextContent('0712 345 678');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('KSh 91,998.50');
    expect(row).not.toHaveTextContent('c-1');
    expect(within(row).getByRole('combobox', { name: 'Role for Otieno Ouma' })).toHaveValue('user');
    expect(await screen.findByText('2')).toBeInTheDocument();
    // An admin cannot demote or delete themself here.
    expect(screen.getByRole('button', { name: 'Delete Shop Admin' })).toBeDisabled();
  });

  it('pages on the server, with a page size, and goes back to page 1 on a new search', async () => {
    storeSession(admin);
    const many = Array.from({ length: 45 }, (_, i) =>
      makeUser({ id: `u-${i}`, name: `Shopper ${i}`, email: `s${i}@example.co.ke`, phone: `07221110${String(i).padStart(2, '0')}` }),
    );
    const fetchMock = adminApi(many);
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getByText('Showing 1–20 of 45 customers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–40 of 45 customers')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customers per page' }), '50');
    expect(await screen.findByText('Showing 1–45 of 45 customers')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '0722111044');
    expect(await screen.findByText('Showing 1–1 of 1 matching customers')).toBeInTheDocument();
    const calls = fetchMock.mock.calls
      .map(([input]) => new URL(urlOf(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/customers');
    expect(Object.fromEntries(calls.at(-1)!.searchParams)).toEqual({ search: '0722111044', page: '1', limit: '50' });
  });

  it("says 'No users found' when the search matches nobody", async () => {
    storeSession(admin);
    adminApi();
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Customers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('changes a role and deletes a user after the confirmation', async () => {
    storeSession(admin);
    const fetchMock = adminApi([admin, customer], {
      '/users/c-1/role': () => jsonResponse({ user: { ...customer, role: 'admin', isAdmin: true } }),
      '/users/c-1': () => jsonResponse({ message: 'User deleted successfully' }),
    });
    const { user } = renderScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role for Otieno Ouma' }), 'admin');
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    const roleCall = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/users/c-1/role')!;
    expect(roleCall[1]).toMatchObject({ method: 'PATCH', body: '{"role":"admin"}' });

    await user.click(screen.getByRole('button', { name: 'Delete Otieno Ouma' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Otieno Ouma? This action cannot be undone and will remove all associated data.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    const deleteCall = fetchMock.mock.calls.find(([url, init]) => urlOf(url) === '/users/c-1' && init?.method === 'DELETE');
    expect(deleteCall).toBeDefined();
  });

  it("asks for every field in Add User, then sends isAdmin", async () => {
    storeSession(admin);
    const fetchMock = adminApi([admin, customer], {
      '/users/signup': () => jsonResponse({ user: makeUser({ id: 'n-1', name: 'New Admin' }) }, { status: 201 }),
    });
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await user.type(within(dialog).getByLabelText(/^Name/), 'New Admin');
    await user.type(within(dialog).getByLabelText(/^Email/), 'new.admin@example.co.ke');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/users/signup')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({
      name: 'New Admin',
      email: 'new.admin@example.co.ke',
      password: 'secret123',
      isAdmin: true,
    });
  });

  it('offers Retry, a link to the Token Manager under Operations and the debug info when the list fails', async () => {
    storeSession(admin);
    adminApi([], {
      '/api/admin/customers': () => jsonResponse({ error: 'forbidden', message: "Forbidden - you don't have permission" }, { status: 403 }),
    });
    renderScreen();
    const banner = await screen.findByText("Access denied: Forbidden - you don't have permission");
    expect(banner).toBeInTheDocument();
    // The developer widgets live under Operations only (issue 23, part 6).
    expect(screen.getByRole('link', { name: 'Token Manager' })).toHaveAttribute('href', '/admin/operations');
    expect(screen.queryByRole('region', { name: 'Token Manager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Token Manager/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Debug Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Token & Login' })).toBeInTheDocument();
  });
});

describe('user management for a non-admin', () => {
  it('shows Access Denied, with Go Back and Log Out & Sign In Again, and loads no users', async () => {
    const customerSession = makeUser();
    storeSession(customerSession);
    const fetchMock = mockFetch({
      '/auth/verify': verifyAnswer(customerSession),
      '/users/verify-token': verifyAnswer(customerSession),
    });
    renderScreen();
    expect(await screen.findByText('Access Denied: Admin privileges required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out & Sign In Again' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => urlOf(url).startsWith('/users?') || urlOf(url) === '/users')).toBe(false),
    );
  });
});
