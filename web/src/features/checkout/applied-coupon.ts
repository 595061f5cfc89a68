import { useSyncExternalStore } from 'react';

/**
 * The coupon applied in the cart, kept for checkout in session storage (this tab, until the
 * browser closes) and sent with every quote and the order.
 */
export const COUPON_STORAGE_KEY = 'couponCode';

const listeners = new Set<() => void>();

export function readAppliedCoupon(): string | null {
  try {
    return window.sessionStorage.getItem(COUPON_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Applies `code`, or removes the applied coupon with null. */
export function setAppliedCoupon(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(COUPON_STORAGE_KEY, code);
    else window.sessionStorage.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Storage blocked: the coupon is not kept, and the shopper can apply it again.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedCoupon(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore(subscribe, readAppliedCoupon, () => null);
  return [code, setAppliedCoupon];
}
