import { jsonResponse } from './test-utils';

import type { User } from '@/types/user';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7b3c1e2a-0000-4000-8000-000000000001',
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.co.ke',
    phone: '0712345678',
    role: 'user',
    isAdmin: false,
    createdAt: '2026-11-01T10:00:00Z',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({
    id: '7b3c1e2a-0000-4000-8000-0000000000ad',
    name: 'Shop Admin',
    email: 'admin@samanifurniture.co.ke',
    role: 'admin',
    isAdmin: true,
    ...overrides,
  });
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token carrying `claims` (the web app never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token that expires in an hour. */
export function liveToken(user: User): string {
  return fakeJwt({ sub: user.id, email: user.email, role: user.role, exp: Math.floor(Date.now() / 1000) + 3600 });
}

/** Puts a session where a sign-in would: local storage with Remember me, else session storage. */
export function storeSession(user: User, { remember = true, token = liveToken(user) } = {}): string {
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem('token', token);
  storage.setItem('user', JSON.stringify(user));
  return token;
}

/** The answer of GET /auth/verify and GET /users/verify-token for `user`. */
export function verifyAnswer(user: User) {
  return () => jsonResponse({ user });
}

export const unauthorized = () =>
  jsonResponse({ error: 'unauthorized', message: 'Unauthorized - please log in' }, { status: 401 });
