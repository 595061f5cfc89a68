import { useMemo } from 'react';

import { useUrlState } from '@/lib/use-url-state';

import {
  applyListingChange,
  readListingState,
  writeListingState,
  type ListingDefaults,
  type ListingState,
} from '../listing-query';

/** The listing state read from, and written back to, the URL's query string. */
export function useListingState({ defaults }: { defaults: ListingDefaults }) {
  const codec = useMemo(
    () => ({
      read: (query: URLSearchParams) => readListingState(query, { defaults }),
      write: (state: ListingState, current: URLSearchParams) => writeListingState(state, { defaults }, current),
      apply: applyListingChange,
    }),
    [defaults],
  );
  return useUrlState(codec);
}
