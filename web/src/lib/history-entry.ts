/**
 * Gives a history entry that a full page load opened a key of its own (issue 24, part 6).
 *
 * react-router keys a location by `history.state.key` and ScrollRestoration saves each key's
 * scroll position; an entry opened by a full page load (a typed address, a link from an email,
 * a reload of a new tab) has no state, so every such entry was 'default' and shared one saved
 * position: /cart opened where the last freshly loaded page had been left (at its footer). With
 * a key of its own, a new entry has no saved position and opens at the top; Back and Forward
 * (and a reload, which keeps the entry's state) find the entry's own position.
 */
export function keyFreshHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ usr: null, idx: 0, ...(state && typeof state === 'object' ? state : {}), key }, '');
}

/**
 * Whether the location with `locationKey` is the first one this page load opened: nothing in the
 * app to go back to. A memory router's first location is 'default'; the browser's is the entry
 * `keyFreshHistoryEntry` keyed, at react-router's index 0.
 */
export function isFirstEntry(locationKey: string, history: History = window.history): boolean {
  if (locationKey === 'default') return true;
  const state: unknown = history.state;
  if (!state || typeof state !== 'object') return false;
  const { key, idx } = state as { key?: unknown; idx?: unknown };
  return key === locationKey && idx === 0;
}
