import { describe, expect, it } from 'vitest';

import { isFirstEntry, keyFreshHistoryEntry } from './history-entry';

/** A History whose state is kept in memory, as the browser keeps an entry's. */
function historyWith(state: unknown): History {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history as unknown as History;
}

describe('the history entry a full page load opens', () => {
  it('gets a key of its own, so it shares no saved scroll position with another fresh entry', () => {
    const first = historyWith(null);
    const second = historyWith(null);
    keyFreshHistoryEntry(first);
    keyFreshHistoryEntry(second);
    const firstKey = (first.state as { key: string }).key;
    expect(firstKey).toMatch(/^[a-z0-9]{1,8}$/);
    expect((second.state as { key: string }).key).not.toBe(firstKey);
    expect(first.state).toMatchObject({ usr: null, idx: 0 });
  });

  it('keeps the key and index an entry already has (a reload, Back to a reloaded entry)', () => {
    const history = historyWith({ usr: { from: '/cart' }, key: 'k3y', idx: 4 });
    keyFreshHistoryEntry(history);
    expect(history.state).toEqual({ usr: { from: '/cart' }, key: 'k3y', idx: 4 });
  });

  it('is the first of the visit only at index 0 of the same key, or a memory router’s first location', () => {
    expect(isFirstEntry('default', historyWith(null))).toBe(true);
    expect(isFirstEntry('k3y', historyWith({ key: 'k3y', idx: 0 }))).toBe(true);
    expect(isFirstEntry('k3y', historyWith({ key: 'k3y', idx: 2 }))).toBe(false);
    expect(isFirstEntry('other', historyWith({ key: 'k3y', idx: 0 }))).toBe(false);
    expect(isFirstEntry('k3y', historyWith(null))).toBe(false);
  });
});
