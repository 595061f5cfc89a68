import { priceRangeLabel, type FilterTag } from '@/lib/listing/listing-options';
import type { ListingState } from './listing-query';
import type { ProductSort } from '@/types/product';

/** The listing's sort options (customer spec §9). */
export const LISTING_SORTS: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];

/** One removable tag per active filter, in the order the sidebar shows them. */
export function filterTags(state: ListingState, categoryName: (slug: string) => string): FilterTag<Partial<ListingState>>[] {
  const tags: FilterTag<Partial<ListingState>>[] = [];
  if (state.search) tags.push({ key: 'search', label: `Search: "${state.search}"`, clear: { search: '' } });
  if (state.category) tags.push({ key: 'category', label: categoryName(state.category), clear: { category: '' } });
  const price = priceRangeLabel(state.minPrice, state.maxPrice);
  if (price) tags.push({ key: 'price', label: price, clear: { minPrice: null, maxPrice: null } });
  if (state.featured) tags.push({ key: 'featured', label: 'Featured', clear: { featured: false } });
  if (state.onSale) tags.push({ key: 'onSale', label: 'On Sale', clear: { onSale: false } });
  return tags;
}
