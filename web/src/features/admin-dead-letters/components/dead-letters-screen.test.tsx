import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import type { DeadLetter } from '../api/dead-letter-types';
import { DeadLettersScreen } from './dead-letters-screen';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();

const poison: DeadLetter = {
  service: 'orders',
  id: '12',
  queue: 'orders.payments',
  messageId: '0b6f3c1e-6c1d-4a53-9a1e-3f3b8f1f2a10',
  routingKey: 'payment.failed',
  reason: 'permanent_error',
  error: 'event has order_id "x"',
  attempts: 1,
  deadAt: '2026-11-26T01:00:00.000Z',
  replayedAt: null,
  replayError: null,
  payloadSize: 3,
};

beforeEach(() => window.sessionStorage.clear());

describe('dead letters for an admin', () => {
  it('lists them with the counts, shows one, and replays it', async () => {
    storeSession(admin);
    let replayed = false;
    const fetchMock = mockFetch({
      '/auth/verify': verifyAnswer(admin),
      '/api/admin/dead-letters': () =>
        jsonResponse({
          deadLetters: replayed ? [] : [poison],
          queues: [{ service: 'orders', queue: 'orders.payments', waiting: replayed ? 0 : 1, total: 1 }],
          unavailable: ['catalog'],
        }),
      '/api/admin/dead-letters/orders/12': () =>
        jsonResponse({ ...poison, payloadText: 'PaymentFailed { order_id: "x" }', payloadHex: '0a0178' }),
      '/api/admin/dead-letters/orders/12/replay': () => {
        replayed = true;
        return jsonResponse({ deadLetter: { ...poison, replayedAt: '2026-11-26T01:05:00.000Z' }, alreadyHandled: false });
      },
    });
    const { user } = renderWithProviders(<DeadLettersScreen />, { url: '/admin/dead-letters' });

    const table = await screen.findByRole('table', { name: 'Dead letters' });
    const row = within(table).getByText('payment.failed').closest('tr')!;
    expect(within(row).getByText('Unreadable')).toBeInTheDocument();
    expect(screen.getByText(/orders\.payments: 1 waiting, 1 ever/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('catalog');

    await user.click(within(row).getByRole('button', { name: 'Inspect' }));
    expect(await screen.findByText('PaymentFailed { order_id: "x" }')).toBeInTheDocument();
    expect(screen.getByText('0a0178')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Dead letter 12 replayed')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url).endsWith('/replay'))!;
    expect(call[1]?.method).toBe('POST');
    expect(await screen.findByText('No dead letters')).toBeInTheDocument();
  });
});
