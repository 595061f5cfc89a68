import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { createTestQueryClient, mockFetch } from '@/testing/test-utils';

import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { RequireAuth } from '@/features/auth/components/require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>Login page, from {(location.state as { from?: { pathname: string; search: string } })?.from?.pathname}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <LoginProbe /> },
      { element: <RequireAuth />, children: [{ path: '/account', element: <p>Account page</p> }] },
      { element: <RequireAuth role="admin" />, children: [{ path: '/admin/manage-users', element: <p>Users page</p> }] },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => window.sessionStorage.clear());

describe('route guard', () => {
  it('shows a spinner while the stored session is verified, then the page', async () => {
    const user = makeUser();
    storeSession(user);
    mockFetch({ '/auth/verify': verifyAnswer(user) });
    renderAt('/account');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    mockFetch({});
    const router = renderAt('/account?tab=security');
    expect(await screen.findByText('Login page, from /account')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/account', search: '?tab=security' } });
  });

  it('sends a customer away from an admin route to /', async () => {
    const user = makeUser();
    storeSession(user);
    mockFetch({ '/auth/verify': verifyAnswer(user) });
    const router = renderAt('/admin/manage-users');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a stored admin whose role the server no longer confirms to /', async () => {
    storeSession(makeAdmin());
    mockFetch({ '/auth/verify': verifyAnswer(makeAdmin({ role: 'user', isAdmin: false })) });
    renderAt('/admin/manage-users');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    const admin = makeAdmin();
    storeSession(admin);
    mockFetch({ '/auth/verify': verifyAnswer(admin) });
    renderAt('/admin/manage-users');
    expect(await screen.findByText('Users page')).toBeInTheDocument();
  });
});
