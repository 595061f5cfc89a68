import { createPort } from '@/lib/port';
import type { ProductSnapshot } from '@/lib/product-snapshot';

/**
 * What a product card and the product page do with the cart and the wishlist. The products
 * feature knows neither feature: src/app fills this port from them.
 */
export type ProductActions = {
  cart: {
    has: (id: number) => boolean;
    add: (product: ProductSnapshot, quantity?: number) => void;
  };
  wishlist: {
    has: (id: number) => boolean;
    /** False when it was already there. */
    add: (product: ProductSnapshot) => boolean;
    toggle: (product: ProductSnapshot) => void;
  };
};

export const [ProductActionsProvider, useProductActions] = createPort<ProductActions>('ProductActions');
