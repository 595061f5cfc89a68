import { describe, expect, it } from 'vitest';

import { addItem, CART_STORAGE_KEY, countItems, maxLineQuantity, readCart, removeItem, setItemQuantity, subtotalOf, writeCart } from './cart-store';

const sofa = { id: 1, name: 'Nairobi Sofa', price: 45999, images: ['/media/sofa.svg'], category: 'Living Room - Sofas', color: 'Grey' };
const bed = { id: 2, name: 'Kilimani Bed', price: 32000, images: [] };

describe('cart store', () => {
  it('appends a new product with the given quantity (default 1)', () => {
    const items = addItem([], sofa);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 1, name: 'Nairobi Sofa', price: 45999, image: '/media/sofa.svg', quantity: 1 });
    expect(addItem([], bed, 3)[0]!.quantity).toBe(3);
  });

  it('raises the quantity of an id already in the cart by the amount given', () => {
    let items = addItem([], sofa);
    items = addItem(items, sofa, 2);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const items = addItem(addItem([], sofa), bed);
    expect(setItemQuantity(items, 1, 4).find((item) => item.id === 1)!.quantity).toBe(4);
    expect(setItemQuantity(items, 1, 0).map((item) => item.id)).toEqual([2]);
    expect(setItemQuantity(items, 2, -3).map((item) => item.id)).toEqual([1]);
    expect(removeItem(items, 1).map((item) => item.id)).toEqual([2]);
  });

  it("caps a line at the product's stock, and at 99", () => {
    const chair = { id: 3, name: 'Lamu Chair', price: 8500, stock: 3 };
    let items = addItem([], chair, 2);
    items = addItem(items, chair, 5);
    expect(items[0]!.quantity).toBe(3);
    expect(addItem(items, chair)).toBe(items);
    expect(addItem([], { ...chair, stock: null }, 250)[0]!.quantity).toBe(99);
    expect(addItem([], { ...chair, stock: 500 }, 250)[0]!.quantity).toBe(99);
    expect(setItemQuantity(items, 3, 40)[0]!.quantity).toBe(3);
    expect(maxLineQuantity(0)).toBe(99);
    expect(maxLineQuantity(7)).toBe(7);
  });

  it('reads a stored quantity above 99 as 99', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id":1,"name":"Sofa","price":10,"quantity":500}]');
    expect(readCart()[0]!.quantity).toBe(99);
  });

  it('counts quantities and sums price x quantity', () => {
    const items = addItem(addItem([], sofa, 2), bed);
    expect(countItems(items)).toBe(3);
    expect(subtotalOf(items)).toBe(45999 * 2 + 32000);
  });

  it('round-trips through local storage under "cart"', () => {
    const items = addItem([], sofa, 2);
    writeCart(items);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);
    expect(readCart()).toEqual(items);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['a line without a price', '[{"id":1,"name":"Sofa","quantity":1}]'],
    ['a zero quantity', '[{"id":1,"name":"Sofa","price":10,"quantity":0}]'],
  ])('discards a corrupt stored cart (%s)', (_, raw) => {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(readCart()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
