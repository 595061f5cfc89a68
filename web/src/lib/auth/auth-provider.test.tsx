import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/lib/api-client';
import { createProvidersWrapper, jsonResponse, mockFetch } from '@/testing/test-utils';

import { useAuth } from './auth-provider';
import { makeUser, storeSession, unauthorized, verifyAnswer } from '@/testing/auth-fixtures';
import { urlOf } from '@/testing/requests';

function renderAuth() {
  return renderHook(() => useAuth(), { wrapper: createProvidersWrapper() });
}

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

beforeEach(() => window.sessionStorage.clear());

describe('session on load', () => {
  it('is signed out at once, without a call, when nothing is stored', () => {
    const fetchMock = mockFetch({});
    const { result } = renderAuth();
    expect(result.current).toMatchObject({ user: null, isLoading: false, isAuthenticated: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies a stored token with GET /auth/verify, loading until it answers, then takes the server user', async () => {
    const stored = makeUser({ name: 'Old Name' });
    const token = storeSession(stored);
    const fresh = makeUser({ name: 'Wanjiru Kamau', role: 'admin', isAdmin: true });
    const fetchMock = mockFetch({ '/auth/verify': verifyAnswer(fresh) });

    const { result } = renderAuth();
    expect(result.current.isLoading).toBe(true);

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(fresh);
    expect(result.current.isAdmin).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/auth/verify');
    expect(authHeader(init)).toBe(`Bearer ${token}`);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ name: 'Wanjiru Kamau', role: 'admin' });
  });

  it('removes the token and user when the server rejects the stored token', async () => {
    storeSession(makeUser());
    mockFetch({ '/auth/verify': unauthorized });

    const { result } = renderAuth();

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the server cannot be reached (nothing is known about the token)', async () => {
    const user = makeUser();
    storeSession(user);
    mockFetch({ '/auth/verify': () => jsonResponse({ error: 'internal', message: 'boom' }, { status: 503 }) });

    const { result } = renderAuth();

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(user);
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('finds a session kept in session storage (signed in without Remember me)', async () => {
    const user = makeUser();
    storeSession(user, { remember: false });
    mockFetch({ '/auth/verify': verifyAnswer(user) });

    const { result } = renderAuth();

    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(window.sessionStorage.getItem('user')).not.toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('signing in and out', () => {
  it('keeps a remembered session in local storage', () => {
    mockFetch({});
    const { result } = renderAuth();
    const user = makeUser();

    act(() => result.current.signIn({ user, token: 'remembered.token' }, true));

    expect(window.localStorage.getItem('token')).toBe('remembered.token');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(user);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(result.current).toMatchObject({ user, isAuthenticated: true });
  });

  it('keeps a session without Remember me in session storage only (it ends with the browser)', () => {
    mockFetch({});
    const { result } = renderAuth();

    act(() => result.current.signIn({ user: makeUser(), token: 'tab.token' }, false));

    expect(window.sessionStorage.getItem('token')).toBe('tab.token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('sends the token on signed-in calls from either storage', async () => {
    const fetchMock = mockFetch({ '/auth/profile': () => jsonResponse({ user: makeUser() }) });
    const { result } = renderAuth();
    act(() => result.current.signIn({ user: makeUser(), token: 'tab.token' }, false));

    await api.put('/auth/profile', { city: 'Nairobi' });

    expect(authHeader(fetchMock.mock.calls[0]![1])).toBe('Bearer tab.token');
  });

  it('revokes the token with POST /auth/logout and clears both storages, even when the call fails', async () => {
    const fetchMock = mockFetch({ '/auth/logout': () => jsonResponse({ message: 'boom' }, { status: 500 }) });
    const { result } = renderAuth();
    act(() => result.current.signIn({ user: makeUser(), token: 'remembered.token' }, true));

    await act(() => result.current.signOut());

    // Signing in also reads the saved cart and wishlist; the logout call is the one to /auth/logout.
    const [, init] = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/auth/logout')!;
    expect(init?.method).toBe('POST');
    expect(authHeader(init)).toBe('Bearer remembered.token');
    expect(result.current.user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('ends the session when a signed-in call answers 401', async () => {
    mockFetch({ '/auth/profile': unauthorized });
    const { result } = renderAuth();
    act(() => result.current.signIn({ user: makeUser(), token: 'revoked.token' }, true));

    await act(async () => {
      await api.put('/auth/profile', { city: 'Nairobi' }).catch(() => undefined);
    });

    expect(result.current.user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('replaces the stored user after a profile update', () => {
    mockFetch({});
    const { result } = renderAuth();
    act(() => result.current.signIn({ user: makeUser(), token: 'tab.token' }, false));

    act(() => result.current.updateUser(makeUser({ city: 'Mombasa' })));

    expect(JSON.parse(window.sessionStorage.getItem('user')!)).toMatchObject({ city: 'Mombasa' });
    expect(result.current.user?.city).toBe('Mombasa');
  });
});

it('fails outside its provider', () => {
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
});
