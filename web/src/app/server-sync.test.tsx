import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAuth } from '@/lib/auth/auth-provider';
import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { bodiesOf, makeCartLine, storeCart } from '@/testing/make-quote';
import { makeProduct } from '@/testing/make-product';
import { useWishlist } from '@/features/wishlist/wishlist-provider';
import { createProvidersWrapper, jsonResponse, mockFetch } from '@/testing/test-utils';

import { useCart } from '@/features/cart/cart-provider';
import { urlOf } from '@/testing/requests';

const customer = makeUser();
const sofa = makeProduct({ id: 12, name: 'Nairobi Sofa', price: 45999, stock: 20 });
const bed = makeProduct({ id: 20, name: 'Kilimani Bed', price: 32000, stock: 5 });

function useStores() {
  return { cart: useCart(), wishlist: useWishlist(), auth: useAuth() };
}

type Handlers = Parameters<typeof mockFetch>[0];

function serverLists({ cart = [] as unknown[], wishlist = [] as unknown[] } = {}): Handlers {
  return {
    '/auth/verify': verifyAnswer(customer),
    '/api/cart': (_, init) => (init?.method === 'PUT' ? jsonResponse({ items: [], updatedAt: '' }) : jsonResponse({ items: cart, updatedAt: '2026-11-20T10:00:00Z' })),
    '/api/wishlist': (_, init) =>
      init?.method === 'PUT' ? jsonResponse({ items: [], updatedAt: '' }) : jsonResponse({ items: wishlist, updatedAt: '2026-11-20T10:00:00Z' }),
  };
}

function storedCart() {
  return JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[];
}

describe('server-kept cart and wishlist', () => {
  it('merges the browser lists with the saved ones on load with a session, stores them and saves them back', async () => {
    storeSession(customer);
    storeCart([makeCartLine({ id: 12, quantity: 2 })]);
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([{ id: 12, name: 'Nairobi Sofa', price: 45999, addedAt: '2026-11-10T10:00:00.000Z' }]),
    );
    const fetchMock = mockFetch(
      serverLists({
        cart: [{ ...sofa, quantity: 5 }, { ...bed, quantity: 1 }],
        wishlist: [
          { ...sofa, addedAt: '2026-11-02T10:00:00.000Z' },
          { ...bed, addedAt: '2026-11-05T10:00:00.000Z' },
        ],
      }),
    );
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });

    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[0]).toEqual({
      items: [
        { productId: 12, quantity: 5 },
        { productId: 20, quantity: 1 },
      ],
    });
    // The merged list is sent as soon as it is computed; the render that shows it may come
    // a moment later on a loaded machine.
    await waitFor(() => expect(result.current.cart.count).toBe(6));
    await waitFor(() =>
      expect(storedCart().map((line) => [line.id, line.quantity])).toEqual([
        [12, 5],
        [20, 1],
      ]),
    );

    await waitFor(() => expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')[0]).toEqual({
      items: [
        { productId: 12, addedAt: '2026-11-02T10:00:00.000Z' },
        { productId: 20, addedAt: '2026-11-05T10:00:00.000Z' },
      ],
    });
    await waitFor(() => expect(result.current.wishlist.count).toBe(2));
  });

  it('saves every later change as the whole list, once the changes settle', async () => {
    storeSession(customer);
    const fetchMock = mockFetch(serverLists());
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));

    act(() => result.current.cart.add(sofa, 1, { notify: false }));
    act(() => result.current.cart.add(bed, 2, { notify: false }));
    act(() => result.current.cart.setQuantity(12, 3));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[1]).toEqual({
      items: [
        { productId: 12, quantity: 3 },
        { productId: 20, quantity: 2 },
      ],
    });
  });

  it('keeps the browser lists when the saved ones cannot be read, and merges on the next change', async () => {
    storeSession(customer);
    storeCart([makeCartLine({ id: 12, quantity: 2 })]);
    let cartAvailable = false;
    const handlers = serverLists({ cart: [{ ...bed, quantity: 1 }] });
    const fetchMock = mockFetch({
      ...handlers,
      '/api/cart': (url, init) =>
        cartAvailable ? handlers['/api/cart']!(url, init) : jsonResponse({ error: 'unavailable', message: 'Server error' }, { status: 503 }),
    });
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => urlOf(url) === '/api/cart')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(0);
    expect(storedCart().map((line) => [line.id, line.quantity])).toEqual([[12, 2]]);

    cartAvailable = true;
    act(() => result.current.cart.setQuantity(12, 4));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[0]).toEqual({
      items: [
        { productId: 12, quantity: 4 },
        { productId: 20, quantity: 1 },
      ],
    });
  });

  it('keeps a guest local only, merges on sign-in, and empties the device on sign-out', async () => {
    storeCart([makeCartLine({ id: 12, quantity: 1 })]);
    const fetchMock = mockFetch({ ...serverLists({ cart: [{ ...bed, quantity: 2 }] }), '/auth/logout': () => jsonResponse({ message: 'Logged out successfully' }) });
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([url]) => urlOf(url).startsWith('/api/'))).toHaveLength(0);
    act(() => {
      result.current.wishlist.add(bed, { notify: false });
    });

    act(() => result.current.auth.signIn({ user: customer, token: 'token-1' }, true));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));
    expect(result.current.cart.count).toBe(3);
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')).toHaveLength(1));
    expect(result.current.wishlist.count).toBe(1);

    await act(() => result.current.auth.signOut());
    expect(result.current.cart.count).toBe(0);
    expect(result.current.wishlist.count).toBe(0);
    expect(storedCart()).toEqual([]);
    expect(window.localStorage.getItem('wishlist')).toBe('[]');
    // Emptying the device is not a change to the account's saved lists.
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1);
    expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')).toHaveLength(1);
  });

  it("never merges what another account left on the device, and never shows it to a guest", async () => {
    const previous = makeUser({ id: '7b3c1e2a-0000-4000-8000-00000000000a', email: 'a@example.co.ke' });
    // Shopper A closed the browser without signing out (a session-only sign-in): A's lines
    // are still on the device; a guest then added the bed.
    storeCart([makeCartLine({ id: 12, quantity: 4, addedBy: previous.id }), makeCartLine({ id: 20, name: 'Kilimani Bed', quantity: 1 })]);
    window.localStorage.setItem('wishlist', JSON.stringify([{ id: 12, name: 'Nairobi Sofa', price: 45999, addedAt: '2026-11-10T10:00:00.000Z', addedBy: previous.id }]));
    const fetchMock = mockFetch(serverLists());
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    await waitFor(() => expect(result.current.cart.items.map((line) => line.id)).toEqual([20]));
    expect(result.current.wishlist.count).toBe(0);

    act(() => result.current.auth.signIn({ user: customer, token: 'token-1' }, true));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[0]).toEqual({ items: [{ productId: 20, quantity: 1 }] });
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/wishlist', 'PUT')[0]).toEqual({ items: [] });
  });

  it('with a session, lines loaded for another account are dropped, not merged', async () => {
    storeSession(customer);
    storeCart([makeCartLine({ id: 12, quantity: 4, addedBy: 'someone-else' }), makeCartLine({ id: 20, name: 'Kilimani Bed', quantity: 1, addedBy: customer.id })]);
    const fetchMock = mockFetch(serverLists({ cart: [{ ...bed, quantity: 1 }] }));
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[0]).toEqual({ items: [{ productId: 20, quantity: 1 }] });
    expect(result.current.cart.items.map((line) => [line.id, line.addedBy])).toEqual([[20, customer.id]]);
  });

  it('empties the saved cart at once when asked (after an order)', async () => {
    storeSession(customer);
    storeCart([makeCartLine({ id: 12, quantity: 1 })]);
    const fetchMock = mockFetch(serverLists());
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toHaveLength(1));

    act(() => result.current.cart.clear({ notify: false, saveNow: true }));
    expect(bodiesOf(fetchMock, '/api/cart', 'PUT')[1]).toEqual({ items: [] });
  });
});
