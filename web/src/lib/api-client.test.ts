import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/test-utils';

import { api, ApiError, isRetryableError, onUnauthorized, toQueryString } from './api-client';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(response: Response | (() => Promise<Response>)) {
  const mock = vi.fn<(...args: FetchArgs) => Promise<Response>>(
    typeof response === 'function' ? response : () => Promise.resolve(response),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client requests', () => {
  it('sends Accept: application/json, the stored bearer token and the query string', async () => {
    window.localStorage.setItem('token', 'abc.def');
    const fetchMock = stubFetch(jsonResponse({ ok: true }));

    await api.get('/products', { params: { page: 2, search: 'sofa bed', category: '', sort: undefined } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/products?page=2&search=sofa+bed');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc.def');
  });

  it('sends JSON bodies and returns the parsed answer', async () => {
    const fetchMock = stubFetch(jsonResponse({ message: 'Thank you for subscribing!' }, { status: 201 }));

    const answer = await api.post<{ message: string }>('/api/newsletter', { email: 'a@b.co' });

    expect(answer.message).toBe('Thank you for subscribing!');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('api client session', () => {
  it('sends a token kept in session storage (signed in without Remember me)', async () => {
    window.sessionStorage.setItem('token', 'tab.token');
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    await api.get('/auth/me');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer tab.token');
    window.sessionStorage.clear();
  });

  it('tells the listeners which token a 401 rejected, only for calls that carried one', async () => {
    const rejected: string[] = [];
    const stop = onUnauthorized((token) => rejected.push(token));
    stubFetch(() => Promise.resolve(new Response('', { status: 401 })));

    await failure(api.get('/auth/me'));
    window.localStorage.setItem('token', 'old.token');
    await failure(api.get('/auth/me'));
    await failure(api.get('/users/verify-token', { headers: { Authorization: 'Bearer other.token' } }));
    stop();

    expect(rejected).toEqual(['old.token']);
  });
});

describe('api client errors', () => {
  it.each([
    [400, 'Bad request - please check your input'],
    [401, 'Unauthorized - please log in'],
    [403, "Forbidden - you don't have permission"],
    [404, "Not found - the requested resource doesn't exist"],
    [429, 'Too many requests - please try again later'],
    [500, 'Server error - please try again later'],
  ])('maps %i without a body message to the catalogue text', async (status, message) => {
    stubFetch(new Response('', { status }));
    const error = await failure(api.get('/products'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('uses "HTTP {status}: {text}" for other statuses', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await failure(api.get('/health'));
    expect(error.message).toBe('HTTP 503: Service Unavailable');
  });

  it("prefers the body's message and keeps its code and fields", async () => {
    stubFetch(
      jsonResponse(
        { error: 'bad_request', message: 'Please enter a valid email', fields: { email: 'Please enter a valid email' } },
        { status: 400 },
      ),
    );
    const error = await failure(api.post('/api/newsletter', { email: 'x' }));
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Please enter a valid email' });
    expect(error.fields).toEqual({ email: 'Please enter a valid email' });
  });

  it('reports a network failure as "Network error"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/products'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Network error' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('times out after 15 seconds with "Request timeout - please try again"', async () => {
    vi.useFakeTimers();
    stubFetch(
      () =>
        new Promise<Response>((_, reject) => {
          const signal = (vi.mocked(fetch).mock.calls.at(-1)![1] as RequestInit).signal!;
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = failure(api.get('/products'));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'Request timeout - please try again' });
  });

  it('retries server and network failures only, never 4xx', () => {
    expect(isRetryableError(new ApiError({ status: 500, code: 'x', message: '' }))).toBe(true);
    expect(isRetryableError(new ApiError({ status: 404, code: 'x', message: '' }))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(false);
  });
});

describe('toQueryString', () => {
  it('skips undefined, null and empty values and encodes the rest', () => {
    expect(toQueryString({ q: 'dining & chairs', page: 1, a: undefined, b: null, c: '  ' })).toBe(
      '?q=dining+%26+chairs&page=1',
    );
    expect(toQueryString({})).toBe('');
  });
});
