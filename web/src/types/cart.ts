/** A cart line as kept in local storage under `cart` (customer-side.md section 3). */
export type CartItem = {
  id: number;
  name: string;
  price: number;
  image: string;
  category: string;
  color: string | null;
  originalPrice: number | null;
  stock: number | null;
  quantity: number;
  /** The account it was added under or loaded from; absent for a guest's (lib/device-list-owner). */
  addedBy?: string;
};
