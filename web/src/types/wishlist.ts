/** A wishlist entry as kept in local storage under `wishlist` (customer-side.md section 3). */
export type WishlistItem = {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
  image: string;
  category: string;
  featured: boolean;
  onSale: boolean;
  /** ISO timestamp. */
  addedAt: string;
  /** The account it was added under or loaded from; absent for a guest's (lib/device-list-owner). */
  addedBy?: string;
};
