import { categoryPath } from '@/config/categories';
import type { Product } from '@/types/product';

import type { CategorySuggestion, Suggestions } from './types';

/** One option of the suggestions list, in the order the list shows them. */
export type SuggestionItem =
  | { kind: 'product'; key: string; href: string; product: Product }
  | { kind: 'category'; key: string; href: string; category: CategorySuggestion };

/** Products first (best first), then categories; a product opens /product/{id}, a category /category/{slug}. */
export function suggestionItems({ products, categories }: Suggestions): SuggestionItem[] {
  return [
    ...products.map((product) => ({
      kind: 'product' as const,
      key: `product-${product.id}`,
      href: `/product/${product.id}`,
      product,
    })),
    ...categories.map((category) => ({
      kind: 'category' as const,
      key: `category-${category.slug}`,
      href: categoryPath(category.slug),
      category,
    })),
  ];
}

/** 'Sofas in Living Room' for a subcategory, 'Living Room' for a category. */
export function categorySuggestionLabel({ name, parentName }: CategorySuggestion): string {
  return parentName ? `${name} in ${parentName}` : name;
}
