import { useMemo, type ReactNode } from 'react';

import { useCart } from '@/features/cart/cart-provider';
import { CheckoutCartProvider } from '@/features/checkout/checkout-cart';
import { OrderCartProvider } from '@/features/orders/order-cart';
import { ProductActionsProvider } from '@/features/products/product-actions';
import { useWishlist } from '@/features/wishlist/wishlist-provider';

/**
 * Fills the ports the features declare (src/lib/port.tsx) from the cart and the wishlist: product
 * cards and the product page add to them, 'Reorder' refills the cart, the checkout quotes and
 * empties it. The features themselves never import one another.
 */
export function FeatureBindings({ children }: { children: ReactNode }) {
  const cart = useCart();
  const wishlist = useWishlist();
  const productActions = useMemo(() => ({ cart, wishlist }), [cart, wishlist]);
  return (
    <ProductActionsProvider value={productActions}>
      <OrderCartProvider value={cart}>
        <CheckoutCartProvider value={cart}>{children}</CheckoutCartProvider>
      </OrderCartProvider>
    </ProductActionsProvider>
  );
}
