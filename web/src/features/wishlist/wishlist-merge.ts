import type { WishlistItem } from '@/types/wishlist';

function earliest(a: string, b: string): string {
  const timeA = Date.parse(a);
  const timeB = Date.parse(b);
  if (Number.isNaN(timeA)) return b;
  if (Number.isNaN(timeB)) return a;
  return timeA <= timeB ? a : b;
}

/**
 * The browser's wishlist joined with the one saved for the user (a union by product id): a
 * product in both keeps the earlier `addedAt` and the server's fresher product details. The
 * browser's order comes first, then entries only the server had.
 */
export function mergeWishlists(local: WishlistItem[], server: WishlistItem[]): WishlistItem[] {
  const saved = new Map(server.map((item) => [item.id, item]));
  const merged = local.map((item) => {
    const other = saved.get(item.id);
    if (!other) return item;
    saved.delete(item.id);
    return { ...item, ...other, addedAt: earliest(item.addedAt, other.addedAt) };
  });
  return [...merged, ...saved.values()];
}

/** What the server keeps of a wishlist: product ids and when they were added. */
export function wishlistFingerprint(items: WishlistItem[]): string {
  return JSON.stringify(items.map((item) => [item.id, item.addedAt]));
}
