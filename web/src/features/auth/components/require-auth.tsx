import { Navigate, Outlet, useLocation } from 'react-router';

import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/redirects';

import { SessionSpinner } from './session-spinner';

/**
 * The route guard (admin-side.md section 2, "Guard"): a spinner while the session loads;
 * signed out to /login, remembering the page; a non-admin on an admin route to /.
 */
export function RequireAuth({ role }: { role?: 'admin' }) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();

  if (isLoading) return <SessionSpinner />;
  if (!isAuthenticated) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (role === 'admin' && !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
