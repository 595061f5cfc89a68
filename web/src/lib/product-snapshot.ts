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
