import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStateCodec<S, C> = {
  /** The state the query string holds (defaults for what it leaves out). */
  read: (query: URLSearchParams) => S;
  /** The query string for `state`, keeping the keys of `current` the state does not own. */
  write: (state: S, current: URLSearchParams) => URLSearchParams;
  /** The state after `change` (e.g. back to page 1 when a filter changes). */
  apply: (state: S, change: C) => S;
};

/**
 * A screen's state kept in the URL's query string: every change is a new history entry, so
 * the browser's Back button returns to the previous state. A change shows at once (controls
 * never flick back while the navigation is under way) and gives way to the URL as soon as the
 * URL changes. `codec` must be stable (memoised or module-level).
 */
export function useUrlState<S, C>(codec: UrlStateCodec<S, C>) {
  const [query, setQuery] = useSearchParams();
  const fromUrl = useMemo(() => codec.read(query), [query, codec]);
  const [pending, setPending] = useState<{ base: URLSearchParams; state: S } | null>(null);
  const state = pending && pending.base === query ? pending.state : fromUrl;

  const latest = useRef({ state, query });
  latest.current = { state, query };

  const update = useCallback(
    (change: C) => {
      const { state: current, query: base } = latest.current;
      const next = codec.apply(current, change);
      latest.current = { state: next, query: base };
      setPending({ base, state: next });
      setQuery(codec.write(next, base));
    },
    [setQuery, codec],
  );

  return [state, update] as const;
}
