import { describe, expect, it } from 'vitest';

import { makeUser } from '@/testing/auth-fixtures';

import { checkoutValuesFrom, type CheckoutInput } from './checkout-schema';
import {
  CHECKOUT_STEPS,
  firstInvalidStep,
  firstStepWithError,
  nextStep,
  reachableStep,
  stepFields,
  stepOfField,
} from './checkout-steps';

/** A shopper whose profile has everything the address step asks for, paying by M-Pesa. */
function complete(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const user = makeUser({ address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100' });
  return { ...checkoutValuesFrom(user), ...overrides };
}

describe('checkout steps', () => {
  it('go address, delivery, payment, and Place Order comes after the last', () => {
    expect(CHECKOUT_STEPS.map((step) => step.id)).toEqual(['address', 'delivery', 'payment']);
    expect(nextStep('address')).toBe('delivery');
    expect(nextStep('delivery')).toBe('payment');
    expect(nextStep('payment')).toBeNull();
  });

  it('hold every field of the form exactly once, so every message has a step to show it on', () => {
    const fields = Object.keys(checkoutValuesFrom(null)).sort();
    const held = CHECKOUT_STEPS.flatMap((step) => [...step.fields]).sort();
    expect(held).toEqual(fields);
  });

  it('name the step of a field, and none for a field that is not the form’s', () => {
    expect(stepOfField('zipCode')).toBe('address');
    expect(stepOfField('mpesaPhone')).toBe('payment');
    expect(stepOfField('items')).toBeNull();
    expect(stepFields('address')).toContain('phone');
    expect(stepFields('delivery')).toEqual([]);
  });

  it('find the earliest step with a message', () => {
    expect(firstStepWithError({})).toBeNull();
    expect(firstStepWithError({ cvv: 'CVV is required', city: undefined })).toBe('payment');
    expect(firstStepWithError({ cvv: 'CVV is required', zipCode: 'Postal code is required' })).toBe('address');
    expect(firstStepWithError({ couponCode: 'Invalid coupon code' })).toBeNull();
  });

  it('find the first step the form’s own rules refuse', () => {
    expect(firstInvalidStep(complete())).toBeNull();
    expect(firstInvalidStep(complete({ mpesaPhone: '' }))).toBe('payment');
    expect(firstInvalidStep(complete({ mpesaPhone: '', city: ' ' }))).toBe('address');
    expect(firstInvalidStep(complete({ phone: '12345' }))).toBe('address');
  });

  it('let the step list go back freely, but forward no further than the first unfinished step', () => {
    const empty = complete({ address: '' });
    expect(reachableStep(empty, 'payment', 'address')).toBe('address');
    expect(reachableStep(empty, 'address', 'payment')).toBe('address');
    expect(reachableStep(complete(), 'address', 'payment')).toBe('payment');
    // An unfinished payment does not stop the shopper reaching the payment step: it is filled there.
    expect(reachableStep(complete({ mpesaPhone: '' }), 'address', 'payment')).toBe('payment');
  });
});
