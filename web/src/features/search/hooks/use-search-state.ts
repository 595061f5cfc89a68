import { useUrlState, type UrlStateCodec } from '@/lib/use-url-state';

import { applySearchChange, readSearchState, writeSearchState, type SearchChange, type SearchState } from '../search-query';

const SEARCH_CODEC: UrlStateCodec<SearchState, SearchChange> = {
  read: readSearchState,
  write: writeSearchState,
  apply: applySearchChange,
};

/**
 * The search page's state, read from and written back to the URL's query string; every change
 * is a new history entry, so Back returns to the previous results exactly.
 */
export function useSearchState() {
  return useUrlState(SEARCH_CODEC);
}
