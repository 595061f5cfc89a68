import { makeProduct } from './make-product';

import type { SearchFacets, SearchResponse, Suggestions } from '@/features/search/types';

/** Facets as the gateway returns them, with `overrides` applied. */
export function makeFacets(overrides: Partial<SearchFacets> = {}): SearchFacets {
  return {
    categories: [
      { value: 'living-room', label: 'Living Room', count: 40 },
      { value: 'bedroom', label: 'Bedroom', count: 6 },
      { value: 'office', label: 'Office', count: 0 },
    ],
    subcategories: [
      { value: 'living-room-sofas', label: 'Sofas', count: 31 },
      { value: 'living-room-sectional-sofas', label: 'Sectional Sofas', count: 9 },
    ],
    materials: [
      { value: 'Leather', label: 'Leather', count: 9 },
      { value: 'Velvet', label: 'Velvet', count: 7 },
    ],
    colors: [{ value: 'Grey', label: 'Grey', count: 7 }],
    brands: [{ value: 'Samani Home', label: 'Samani Home', count: 5 }],
    freeDelivery: 12,
    expressDelivery: 4,
    assemblyNotRequired: 30,
    inStock: 50,
    onSale: 8,
    featured: 3,
    price: { min: 12999, max: 189999 },
    ...overrides,
  };
}

/** A page of search results, with `overrides` applied. */
export function makeSearchResults(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const products = overrides.products ?? [
    makeProduct({ id: 1, name: 'Nairobi 3-Seater Linen Sofa' }),
    makeProduct({ id: 2, name: 'Karen Leather Sofa', material: 'Leather', price: 89999 }),
  ];
  return {
    products,
    totalProducts: 57,
    totalPages: 3,
    page: 1,
    limit: 20,
    query: 'sofa',
    correctedQuery: null,
    relatedSearches: [],
    facets: makeFacets(),
    ...overrides,
  };
}

/** What a search with no matches answers. */
export function makeNoResults(query: string): SearchResponse {
  return makeSearchResults({
    products: [],
    totalProducts: 0,
    totalPages: 0,
    query,
    facets: makeFacets({
      categories: [{ value: 'living-room', label: 'Living Room', count: 0 }],
      subcategories: [],
      materials: [],
      colors: [],
      brands: [],
      freeDelivery: 0,
      expressDelivery: 0,
      assemblyNotRequired: 0,
      inStock: 0,
      onSale: 0,
      featured: 0,
      price: null,
    }),
  });
}

export function makeSuggestions(overrides: Partial<Suggestions> = {}): Suggestions {
  return {
    products: [
      makeProduct({ id: 11, name: 'Nairobi 3-Seater Linen Sofa', price: 45999 }),
      makeProduct({ id: 12, name: 'Karen Leather Sofa', price: 89999 }),
    ],
    categories: [{ slug: 'living-room-sofas', name: 'Sofas', parentName: 'Living Room', count: 31 }],
    ...overrides,
  };
}
