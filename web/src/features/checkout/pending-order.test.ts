import { describe, expect, it } from 'vitest';

import { heldStock, orderSignature, readPendingOrder, setPendingOrder } from './pending-order';

const values = {
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '0712345678',
  address: '12 Moi Avenue',
  city: 'Nairobi',
  state: 'Nairobi',
  zipCode: '00100',
};
const lines = [
  { productId: 20, quantity: 1 },
  { productId: 12, quantity: 2 },
];

describe('pending order', () => {
  it('signs what the order is for: the same cart and details give the same signature, in any line order', () => {
    const signature = orderSignature({ userId: 'u1', lines, couponCode: 'freeship', values });
    expect(orderSignature({ userId: 'u1', lines: [...lines].reverse(), couponCode: 'FREESHIP', values: { ...values, city: ' Nairobi ' } })).toBe(signature);
    expect(orderSignature({ userId: 'u1', lines: [{ productId: 12, quantity: 3 }, lines[0]!], couponCode: 'FREESHIP', values })).not.toBe(signature);
    expect(orderSignature({ userId: 'u1', lines, couponCode: null, values })).not.toBe(signature);
    expect(orderSignature({ userId: 'u1', lines, couponCode: 'FREESHIP', values: { ...values, address: '14 Kenyatta Avenue' } })).not.toBe(signature);
    expect(orderSignature({ userId: 'u2', lines, couponCode: 'FREESHIP', values })).not.toBe(signature);
  });

  it('is kept in session storage, and a corrupt entry is ignored', () => {
    const order = { userId: 'u1', orderId: 'id-1', publicId: 'SF7K3M9QXA', total: 106717.68, signature: 's', lines };
    setPendingOrder(order);
    expect(readPendingOrder()).toEqual(order);
    setPendingOrder(null);
    expect(readPendingOrder()).toBeNull();
    window.sessionStorage.setItem('pendingOrder', '{not json');
    expect(readPendingOrder()).toBeNull();
  });

  it("counts the stock held by the shopper's own pending order", () => {
    const order = { userId: 'u1', orderId: 'id-1', publicId: 'SF7K3M9QXA', total: 1, signature: 's', lines };
    expect(heldStock(order, 'u1')).toEqual(new Map([[20, 1], [12, 2]]));
    expect(heldStock(order, 'u2')).toEqual(new Map());
    expect(heldStock(null, 'u1')).toEqual(new Map());
  });
});
