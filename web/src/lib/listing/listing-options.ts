import { formatKsh } from '@/lib/format';
import type { ProductSort } from '@/types/product';

/** The sort choices, labelled for people. */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest First',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  rating: 'Top Rated',
};

export type PricePreset = { id: string; label: string; min: number | null; max: number | null };

/** Under 10K, 10K-50K, 50K-100K, over 100K KSh (customer spec §9). */
export const PRICE_PRESETS: PricePreset[] = [
  { id: 'under-10k', label: `Under ${formatKsh(10_000)}`, min: null, max: 10_000 },
  { id: '10k-50k', label: `${formatKsh(10_000)} - ${formatKsh(50_000)}`, min: 10_000, max: 50_000 },
  { id: '50k-100k', label: `${formatKsh(50_000)} - ${formatKsh(100_000)}`, min: 50_000, max: 100_000 },
  { id: 'over-100k', label: `Over ${formatKsh(100_000)}`, min: 100_000, max: null },
];

export function matchingPreset(minPrice: number | null, maxPrice: number | null): PricePreset | undefined {
  return PRICE_PRESETS.find((preset) => preset.min === minPrice && preset.max === maxPrice);
}

/** 'Under KSh 10,000', 'KSh 5,000 - KSh 20,000', 'From KSh 5,000', 'Up to KSh 20,000'. */
export function priceRangeLabel(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice === null && maxPrice === null) return null;
  const preset = matchingPreset(minPrice, maxPrice);
  if (preset) return preset.label;
  if (minPrice !== null && maxPrice !== null) return `${formatKsh(minPrice)} - ${formatKsh(maxPrice)}`;
  if (minPrice !== null) return `From ${formatKsh(minPrice)}`;
  return `Up to ${formatKsh(maxPrice ?? 0)}`;
}

/** A removable tag for an active filter; `clear` is the change that removes it. */
export type FilterTag<C> = { key: string; label: string; clear: C };

