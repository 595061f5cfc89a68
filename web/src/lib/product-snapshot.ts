/**
 * What the cart and the wishlist need from a product. The gateway's `Product`
 * (features/products/types.ts) fits this shape, so it can be passed as it is.
 */
export type ProductSnapshot = {
  id: number;
  name: string;
  price: number;
  images?: string[];
  image?: string;
  category?: string;
  color?: string | null;
  stock?: number | null;
  original_price?: number | null;
  originalPrice?: number | null;
  featured?: boolean;
  onSale?: boolean;
};

/** A stored cart line or wishlist entry at least names a product: a numeric id, a name and a finite price. */
export function isStoredProduct(value: unknown): value is Record<string, unknown> & Pick<ProductSnapshot, 'id' | 'name' | 'price'> {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price)
  );
}
