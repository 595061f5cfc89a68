import { describe, expect, it } from 'vitest';

import { makeUser } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import type { Order } from '@/types/order';

import { checkoutValuesFrom } from './checkout-schema';
import { detailsFromLastOrder } from './saved-details';

const lastOrder = makeOrderAnswer({
  customer_name: 'Akinyi Otieno',
  phone: '0722 000 111',
  street: 'Nyali Road 4',
  city: 'Mombasa',
  county: 'Mombasa',
  postal_code: '80100',
}) as unknown as Order;

describe('the details the last order fills in', () => {
  it('fill the whole address from the last order when the profile has none', () => {
    const start = checkoutValuesFrom(makeUser({ phone: '0712345678' }));
    expect(detailsFromLastOrder(start, start, lastOrder)).toEqual({
      address: 'Nyali Road 4',
      city: 'Mombasa',
      state: 'Mombasa',
      zipCode: '80100',
    });
  });

  it('leave the profile’s own address, phone and name alone', () => {
    const start = checkoutValuesFrom(
      makeUser({ name: 'Wanjiru Kamau', phone: '0712345678', address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100' }),
    );
    expect(detailsFromLastOrder(start, start, lastOrder)).toEqual({});
  });

  it('fill the phone, the M-Pesa number and the name where the profile has none', () => {
    const start = checkoutValuesFrom(makeUser({ name: '', phone: '' }));
    const patch = detailsFromLastOrder(start, start, lastOrder);
    expect(patch).toMatchObject({ phone: '0722 000 111', mpesaPhone: '254722000111', firstName: 'Akinyi', lastName: 'Otieno' });
  });

  it('never replace what the shopper has typed', () => {
    const start = checkoutValuesFrom(makeUser({ name: '', phone: '' }));
    const typed = { ...start, city: 'Kisumu', phone: '0733', lastName: 'Odhiambo' };
    expect(detailsFromLastOrder(typed, start, lastOrder)).toEqual({});
  });

  it('fill nothing without an order, or from an order without a street', () => {
    const start = checkoutValuesFrom(makeUser());
    expect(detailsFromLastOrder(start, start, undefined)).toEqual({});
    const streetless = { ...lastOrder, street: ' ' };
    expect(detailsFromLastOrder(start, start, streetless)).not.toHaveProperty('address');
  });
});
