import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import {
  applyListingChange,
  readListingState,
  writeListingState,
  type ListingQueryOptions,
  type ListingState,
} from '../listing-query';

/**
 * The listing state read from, and written back to, the URL's query string. A change shows at
 * once (controls never flick back while the navigation is under way) and gives way to the URL
 * as soon as the URL changes.
 */
export function useListingState({ defaults, searchKey }: ListingQueryOptions) {
  const [query, setQuery] = useSearchParams();
  const fromUrl = useMemo(() => readListingState(query, { defaults, searchKey }), [query, defaults, searchKey]);
  const [pending, setPending] = useState<{ base: URLSearchParams; state: ListingState } | null>(null);
  const state = pending && pending.base === query ? pending.state : fromUrl;

  const latest = useRef({ state, query });
  latest.current = { state, query };

  const update = useCallback(
    (change: Partial<ListingState>) => {
      const { state: current, query: base } = latest.current;
      const next = applyListingChange(current, change);
      latest.current = { state: next, query: base };
      setPending({ base, state: next });
      setQuery(writeListingState(next, { defaults, searchKey }, base));
    },
    [setQuery, defaults, searchKey],
  );

  return [state, update] as const;
}
