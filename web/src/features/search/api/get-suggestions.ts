import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { Suggestions } from '../types';

/** Suggestions start after this many typed characters. */
export const MIN_SUGGESTION_LENGTH = 2;

/** `GET /products/suggestions`: products and categories for a partly typed search. */
export function getSuggestions(term: string, signal?: AbortSignal): Promise<Suggestions> {
  return getDocumented('/products/suggestions', { params: { q: term }, signal });
}

export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['products', 'suggestions', term],
    // The signal aborts the call when the shopper has typed on (the key changed).
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled: term.length >= MIN_SUGGESTION_LENGTH,
    // Suggestions are a convenience: a failure shows nothing rather than retrying.
    retry: false,
    staleTime: 60 * 1000,
  });
}

/** Suggestions for `term` (already debounced and trimmed). */
export function useSuggestions(term: string) {
  return useQuery(suggestionsQueryOptions(term));
}
