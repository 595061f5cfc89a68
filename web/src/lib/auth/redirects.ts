import type { Location } from 'react-router';

/** What the guard leaves in the router's location state when it sends someone to /login. */
export type LoginRedirectState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

const AUTH_PATHS = ['/login', '/logout', '/register', '/forgot-password', '/reset-password'];

function fromState(state: unknown): LoginRedirectState['from'] | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state).from;
  if (!from || typeof from !== 'object') return null;
  const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return { pathname, search: typeof search === 'string' ? search : '', hash: typeof hash === 'string' ? hash : '' };
}

/** /admin and the pages under it, and /upload-img (the spec's one admin page outside /admin). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/upload-img';
}

/** Where signing out leads (customer-side.md section 4): from an admin page to /, else /login. */
export function pathAfterSignOut(fromPathname: string): string {
  return isAdminPath(fromPathname) ? '/' : '/login';
}

/**
 * Where a signed-in user goes (customer-side.md section 2): others back to the page the guard
 * sent them from, or /; admins to /admin, or back to the admin page they were sent from.
 */
export function pathAfterSignIn(isAdmin: boolean, locationState: unknown): string {
  const from = fromState(locationState);
  const back = from && !AUTH_PATHS.includes(from.pathname) ? `${from.pathname}${from.search}${from.hash}` : null;
  if (isAdmin) return back && from && isAdminPath(from.pathname) ? back : '/admin';
  return back ?? '/';
}
