import { describe, expect, it } from 'vitest';

import { pathAfterSignIn, pathAfterSignOut } from './redirects';

describe('after signing in', () => {
  const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });

  it('sends a customer back to where the guard found them, or home', () => {
    expect(pathAfterSignIn(false, from('/account', '?tab=security'))).toBe('/account?tab=security');
    expect(pathAfterSignIn(false, undefined)).toBe('/');
    expect(pathAfterSignIn(false, from('/login'))).toBe('/');
    expect(pathAfterSignIn(false, { from: { pathname: '//evil.example' } })).toBe('/');
  });

  it('sends an admin to /admin, or back to the admin page they came from', () => {
    expect(pathAfterSignIn(true, undefined)).toBe('/admin');
    expect(pathAfterSignIn(true, from('/account'))).toBe('/admin');
    expect(pathAfterSignIn(true, from('/admin/manage-users'))).toBe('/admin/manage-users');
    expect(pathAfterSignIn(true, from('/upload-img'))).toBe('/upload-img');
  });
});

it('signs out to /login, or to / from an admin page', () => {
  expect(pathAfterSignOut('/account')).toBe('/login');
  expect(pathAfterSignOut('/admin/manage-users')).toBe('/');
  expect(pathAfterSignOut('/admin')).toBe('/');
  expect(pathAfterSignOut('/upload-img')).toBe('/');
  expect(pathAfterSignOut('/administrators')).toBe('/login');
});
