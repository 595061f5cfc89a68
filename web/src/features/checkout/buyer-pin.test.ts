import { describe, expect, it } from 'vitest';

import { toPlaceOrderRequest } from './api/place-order';
import { CHECKOUT_MESSAGES, checkoutSchema, checkoutValuesFrom } from './checkout-schema';

const filled = {
  ...checkoutValuesFrom(null),
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '0712345678',
  address: '12 Moi Avenue',
  city: 'Nairobi',
  state: 'Nairobi',
  zipCode: '00100',
  paymentMethod: 'cod' as const,
};

describe('the buyer KRA PIN at checkout', () => {
  it('is optional, upper-cased and sent as buyerPin', () => {
    const none = checkoutSchema.parse(filled);
    expect(toPlaceOrderRequest(none, [], null, 100)).not.toHaveProperty('buyerPin');
    const business = checkoutSchema.parse({ ...filled, buyerPin: ' p051234567x ' });
    expect(toPlaceOrderRequest(business, [], null, 100).buyerPin).toBe('P051234567X');
  });

  it('refuses what is not a KRA PIN', () => {
    const result = checkoutSchema.safeParse({ ...filled, buyerPin: 'A12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CHECKOUT_MESSAGES.buyerPin);
  });
});
