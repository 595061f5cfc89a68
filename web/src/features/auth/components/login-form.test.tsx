import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { makeAdmin, makeUser } from '@/testing/auth-fixtures';
import { LoginForm } from './login-form';

const targets = [
  { path: '/', element: <p>Home page</p> },
  { path: '/admin', element: <p>Admin page</p> },
  { path: '/account', element: <p>Account page</p> },
];

function renderLogin() {
  return renderWithProviders(<LoginForm />, { url: '/login', path: '/login', routes: targets });
}

beforeEach(() => window.sessionStorage.clear());

describe('login validation', () => {
  it('asks for an email and a password', async () => {
    mockFetch({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('rejects a malformed email and a short password, and clears a message when its field is edited', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'wanjiru@');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Password/), '6');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });

  it("shows the server's message when the sign-in is refused", async () => {
    mockFetch({
      '/auth/login': () => jsonResponse({ error: 'unauthorized', message: 'Invalid email or password' }, { status: 401 }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'wanjiru@example.co.ke');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows and hides the password', async () => {
    mockFetch({});
    const { user } = renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('signing in', () => {
  it('sends Remember me, keeps the session across restarts and returns the customer to the guarded page', async () => {
    const customer = makeUser();
    const fetchMock = mockFetch({ '/auth/login': () => jsonResponse({ user: customer, token: 'customer.token' }) });
    const { user, router } = renderLogin();
    await act(() => router.navigate('/login', { state: { from: { pathname: '/account', search: '', hash: '' } }, replace: true }));
    await user.type(screen.getByLabelText(/^Email/), ' wanjiru@example.co.ke ');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Account page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      email: 'wanjiru@example.co.ke',
      password: 'secret123',
      remember: true,
    });
    expect(window.localStorage.getItem('token')).toBe('customer.token');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
  });

  it('sends an admin to /admin', async () => {
    mockFetch({ '/auth/login': () => jsonResponse({ user: makeAdmin(), token: 'admin.token' }) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'admin@samanifurniture.co.ke');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBe('admin.token');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
