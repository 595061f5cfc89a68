import { createPort } from '@/lib/port';
import type { ProductSnapshot } from '@/lib/product-snapshot';

/** Where 'Reorder' puts an order's products back: the cart, filled in by src/app. */
export type OrderCart = {
  add: (product: ProductSnapshot, quantity: number, options: { notify: boolean }) => void;
};

export const [OrderCartProvider, useOrderCart] = createPort<OrderCart>('OrderCart');
