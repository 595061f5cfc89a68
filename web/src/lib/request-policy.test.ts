import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/test-utils';

import { api, ApiError } from './api-client';
import { backoffMs, isRepeatable, requestPolicyFor } from './request-policy';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

/** A fetch answering each call with the next of `answers` ('hang' waits for the abort; 'network' fails). */
function scriptFetch(answers: (Response | 'hang' | 'network')[]) {
  const mock = vi.fn<(...args: FetchArgs) => Promise<Response>>((_input, init) => {
    const next = answers.shift() ?? 'network';
    if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return Promise.resolve(next);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const serverError = () => jsonResponse({ error: 'service_unavailable', message: 'The catalogue is unavailable' }, { status: 503 });

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request policy per environment (admin-side.md section 9)', () => {
  it('gives development 10 s and 2 tries, staging 12 s and 2, production 15 s and 3', () => {
    expect(requestPolicyFor('development')).toEqual({ timeoutMs: 10_000, attempts: 2 });
    expect(requestPolicyFor('staging')).toEqual({ timeoutMs: 12_000, attempts: 2 });
    expect(requestPolicyFor('production')).toEqual({ timeoutMs: 15_000, attempts: 3 });
    expect(requestPolicyFor('test')).toEqual({ timeoutMs: 15_000, attempts: 1 });
  });

  it('backs off 2^attempt seconds', () => {
    expect([0, 1, 2, 3].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('repeats idempotent methods and requests carrying an Idempotency-Key only', () => {
    expect(isRepeatable('GET', {})).toBe(true);
    expect(isRepeatable('put', {})).toBe(true);
    expect(isRepeatable('DELETE', {})).toBe(true);
    expect(isRepeatable('POST', {})).toBe(false);
    expect(isRepeatable('PATCH', {})).toBe(false);
    expect(isRepeatable('POST', { 'Idempotency-Key': 'k1' })).toBe(true);
    expect(isRepeatable('POST', { 'idempotency-key': 'k1' })).toBe(true);
  });
});

describe('api client tries (fake timers)', () => {
  it('tries a GET again after a 5xx, 1 s then 2 s later, and returns the answer', async () => {
    vi.useFakeTimers();
    const fetchMock = scriptFetch([serverError(), serverError(), jsonResponse({ ok: true })]);
    const pending = settle(api.get<{ ok: boolean }>('/categories', { attempts: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((await pending).value).toEqual({ ok: true });
  });

  it("ends with 'Request failed after multiple attempts' when no try gets an answer", async () => {
    vi.useFakeTimers();
    const fetchMock = scriptFetch(['network', 'network', 'network']);
    const pending = settle(api.get('/products', { attempts: 3 }));
    await vi.advanceTimersByTimeAsync(3000);
    const { error } = await pending;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Request failed after multiple attempts' });
  });

  it("ends a run of timeouts with 'Request timeout - please check your connection'", async () => {
    vi.useFakeTimers();
    const fetchMock = scriptFetch(['hang', 'hang']);
    const pending = settle(api.get('/products', { attempts: 2, timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).error).toMatchObject({ code: 'timeout', message: 'Request timeout - please check your connection' });
  });

  it("keeps the server's own message when the last try is a 5xx", async () => {
    vi.useFakeTimers();
    scriptFetch([serverError(), serverError()]);
    const pending = settle(api.get('/products', { attempts: 2 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).error).toMatchObject({ status: 503, code: 'service_unavailable', message: 'The catalogue is unavailable' });
  });

  it('never repeats a 4xx', async () => {
    vi.useFakeTimers();
    const fetchMock = scriptFetch([jsonResponse({ error: 'category_not_found', message: 'Category not found' }, { status: 404 })]);
    const pending = settle(api.get('/categories/nowhere', { attempts: 3 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await pending).error).toMatchObject({ status: 404, code: 'category_not_found' });
  });

  it('never repeats a plain POST, but repeats one carrying an Idempotency-Key with the same key', async () => {
    vi.useFakeTimers();
    let fetchMock = scriptFetch([serverError(), jsonResponse({ ok: true })]);
    const plain = settle(api.post('/api/contact', { message: 'hi' }, { attempts: 3 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await plain).error).toMatchObject({ status: 503 });

    fetchMock = scriptFetch([serverError(), jsonResponse({ ok: true })]);
    const keyed = settle(api.post('/api/orders', { items: [] }, { attempts: 3, headers: { 'Idempotency-Key': 'order-key-1' } }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await keyed).value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['order-key-1', 'order-key-1']);
  });

  it('stops waiting to try again as soon as the caller cancels', async () => {
    vi.useFakeTimers();
    const fetchMock = scriptFetch([serverError(), jsonResponse({ ok: true })]);
    const controller = new AbortController();
    const pending = settle(api.get('/products', { attempts: 3, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await pending).error).toMatchObject({ name: 'AbortError' });
  });

  it('tries once in this test build by default (its policy is one try)', async () => {
    const fetchMock = scriptFetch([serverError(), jsonResponse({ ok: true })]);
    const { error } = await settle(api.get('/products'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 503 });
  });
});
