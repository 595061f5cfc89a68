import { describe, expect, it } from 'vitest';

import { PAYMENT_STATE_LABELS, PAYMENT_STATES, toPaymentState } from './payment-state';

describe('payment states', () => {
  it('reads the states of the server and nothing else', () => {
    for (const state of PAYMENT_STATES) expect(toPaymentState(state)).toBe(state);
    expect(toPaymentState(' COD-Due ')).toBe('cod_due');
    expect(toPaymentState('pending')).toBeNull();
    expect(toPaymentState(null)).toBeNull();
  });

  it('labels a paid order and an unpaid cash order differently', () => {
    expect(PAYMENT_STATE_LABELS.paid).not.toBe(PAYMENT_STATE_LABELS.cod_due);
    expect(new Set(Object.values(PAYMENT_STATE_LABELS)).size).toBe(PAYMENT_STATES.length);
  });
});
