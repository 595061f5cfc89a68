import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '@/app/provider';

/** A query client for tests: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

type RenderAppOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Start URL (default '/'). */
  url?: string;
  /** The router's location state at the start URL (what a `navigate(url, { state })` carries). */
  locationState?: unknown;
  /** The route `ui` is rendered at (default '*'), for screens that read params. */
  path?: string;
  /** Extra routes, e.g. a target page to assert a navigation. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
};

/**
 * Renders `ui` inside the app's providers and a memory router. Returns Testing Library's
 * result plus a `user` (user-event) and the `router` (to read `router.state.location`).
 */
export function renderWithProviders(ui: ReactElement, options: RenderAppOptions = {}) {
  const { url = '/', path = '*', routes = [], queryClient = createTestQueryClient(), locationState, ...renderOptions } = options;
  const start = new URL(url, 'http://localhost');
  const entry = locationState === undefined ? url : { pathname: start.pathname, search: start.search, hash: start.hash, state: locationState };
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [entry] });
  // Under fake timers, user-event's own pauses advance the fake clock.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
    renderOptions,
  );
  return { ...result, user, router, queryClient };
}

/** Wraps children in the app's providers only (for hooks). */
export function createProvidersWrapper(queryClient: QueryClient = createTestQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AppProvider queryClient={queryClient}>{children}</AppProvider>;
  };
}

/** A JSON `Response` for mocked `fetch` calls. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/**
 * Replaces `fetch` with a router over path prefixes: `{ '/products/featured': () => ... }`.
 * Unmatched calls answer 404. Returns the mock to inspect calls.
 */
export function mockFetch(handlers: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const match = Object.keys(handlers)
      .filter((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) || url.pathname.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!match) return jsonResponse({ error: 'not_found', message: 'Not found' }, { status: 404 });
    return handlers[match]!(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
