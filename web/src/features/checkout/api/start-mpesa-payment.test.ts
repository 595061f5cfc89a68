import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/test-utils';

import { MPESA_START_RETRY_MS, startMpesaPayment } from './start-mpesa-payment';

const request = { orderId: 'SF7K3M9QXA', phoneNumber: '254708374149' };
const prompt = {
  success: true,
  checkoutRequestId: 'ws_CO_1',
  merchantRequestId: 'm-1',
  message: 'Success. Request accepted for processing',
  amount: 1659,
};
const onItsWay = () =>
  jsonResponse(
    {
      error: 'payment_unavailable',
      message: 'Your M-Pesa prompt is on its way - check your phone, then press Try Again to follow it',
    },
    { status: 503 },
  );

function keysSent(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key') ?? '');
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startMpesaPayment', () => {
  it('asks once more by itself, with the same key, while the prompt is on its way', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      '/api/mpesa/stkpush': () => (++calls === 1 ? onItsWay() : jsonResponse(prompt)),
    });
    const started = startMpesaPayment(request);
    await vi.advanceTimersByTimeAsync(MPESA_START_RETRY_MS);
    await expect(started).resolves.toEqual(prompt);
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives the shopper the 503 when the prompt is still on its way after the one retry', async () => {
    const fetchMock = mockFetch({ '/api/mpesa/stkpush': onItsWay });
    const started = startMpesaPayment(request);
    const failed = expect(started).rejects.toMatchObject({ status: 503, code: 'payment_unavailable' });
    await vi.advanceTimersByTimeAsync(MPESA_START_RETRY_MS);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal, and a new request after it gets a new key', async () => {
    const fetchMock = mockFetch({
      '/api/mpesa/stkpush': () => jsonResponse({ error: 'payment_not_allowed', message: 'This order is already paid' }, { status: 409 }),
    });
    await expect(startMpesaPayment(request)).rejects.toMatchObject({ status: 409 });
    await expect(startMpesaPayment(request)).rejects.toMatchObject({ status: 409 });
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
