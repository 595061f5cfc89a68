import { createPort } from '@/lib/port';
import type { CartItem } from '@/types/cart';

/** The cart the checkout quotes and empties once the order is placed, filled in by src/app. */
export type CheckoutCart = {
  items: CartItem[];
  clear: (options: { notify: boolean; saveNow: boolean }) => void;
};

export const [CheckoutCartProvider, useCheckoutCart] = createPort<CheckoutCart>('CheckoutCart');
