import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useWishlist } from '@/features/wishlist/wishlist-provider';
import { createProvidersWrapper } from '@/testing/test-utils';

import { useCart } from '@/features/cart/cart-provider';

const sofa = { id: 1, name: 'Nairobi Sofa', price: 45999, images: [] };

function useStores() {
  return { cart: useCart(), wishlist: useWishlist() };
}

describe('cart and wishlist providers', () => {
  it('add, count, set quantity and clear, with the spec toasts, persisted under "cart"', async () => {
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });

    act(() => result.current.cart.add(sofa));
    expect(result.current.cart.count).toBe(1);
    expect(await screen.findByText('Added Nairobi Sofa to cart')).toBeInTheDocument();

    act(() => result.current.cart.add(sofa, 2));
    expect(result.current.cart.count).toBe(3);
    expect(result.current.cart.has(1)).toBe(true);
    expect(screen.getByText('Updated Nairobi Sofa quantity in cart')).toBeInTheDocument();
    expect((JSON.parse(window.localStorage.getItem('cart')!) as { quantity: number }[])[0]!.quantity).toBe(3);

    act(() => result.current.cart.setQuantity(1, 0));
    expect(result.current.cart.items).toEqual([]);

    act(() => result.current.cart.add(sofa));
    act(() => result.current.cart.clear());
    expect(result.current.cart.count).toBe(0);
    expect(screen.getByText('Cart cleared')).toBeInTheDocument();
  });

  it('ignores a second wishlist add of the same id, with an info message', () => {
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });

    act(() => {
      result.current.wishlist.add(sofa);
    });
    let added = true;
    act(() => {
      added = result.current.wishlist.add(sofa);
    });
    expect(added).toBe(false);
    expect(result.current.wishlist.count).toBe(1);
    expect(screen.getByText('Nairobi Sofa is already in your wishlist')).toBeInTheDocument();

    act(() => result.current.wishlist.toggle(sofa));
    expect(result.current.wishlist.count).toBe(0);
  });

  it('follows changes made in another tab (storage event)', () => {
    const { result } = renderHook(useStores, { wrapper: createProvidersWrapper() });
    const stored = JSON.stringify([{ id: 9, name: 'Desk', price: 100, quantity: 4 }]);
    window.localStorage.setItem('cart', stored);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: stored }));
    });
    expect(result.current.cart.count).toBe(4);
  });

  it('throws a clear error outside its provider', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});
