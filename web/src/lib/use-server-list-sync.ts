import { useCallback, useEffect, useRef } from 'react';

/** Changes are saved this long after the last one, as one PUT of the whole list. */
export const SYNC_DEBOUNCE_MS = 400;

export type ServerListSyncOptions<T> = {
  /** The signed-in user's id; null for a guest, whose list stays in this browser only. */
  userId: string | null;
  /** The browser's list, as it is now. */
  items: T[];
  /** Replaces the browser's list (its state and local storage). */
  replace: (items: T[]) => void;
  /** Reads the list the server keeps for the user. */
  load: (signal: AbortSignal) => Promise<T[]>;
  /** Replaces the list the server keeps for the user. */
  save: (items: T[]) => Promise<unknown>;
  /** Joins the browser's list and the server's into one. */
  merge: (local: T[], server: T[]) => T[];
  /** What the server keeps of a list, to skip saving one it already has. */
  fingerprint: (items: T[]) => string;
  debounceMs?: number;
};

/**
 * - `off`: a guest, or the user's list was not read yet.
 * - `merging`: reading the server's list.
 * - `merged`: the server has the browser's list; every change is saved.
 * - `unmerged`: reading the server's list failed; the next change tries again (saving before
 *   merging would overwrite what the server kept).
 */
type Phase = 'off' | 'merging' | 'merged' | 'unmerged';

/**
 * Keeps a signed-in user's list (the cart, the wishlist) on the server as well as in the
 * browser. On sign-in, and on load with a session, the server's list is read and merged with
 * the browser's; the merged list is stored in the browser and saved back. Afterwards every
 * change is saved, debounced, as the whole list.
 *
 * A failed call never touches the browser's list: the browser stays the shopper's copy, and
 * the next change (or the next sign-in) saves or merges again. Returns `saveNow`, which skips
 * the debounce (after an order the emptied cart must reach the server even if the tab closes).
 */
export function useServerListSync<T>(options: ServerListSyncOptions<T>): { saveNow: (items: T[]) => void } {
  const { userId, items, debounceMs = SYNC_DEBOUNCE_MS } = options;
  const latest = useRef(options);
  latest.current = options;
  const itemsRef = useRef(items);
  const phase = useRef<Phase>('off');
  /** The fingerprint of the last list sent (or being sent); null when the server may differ. */
  const savedFingerprint = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const save = useCallback((list: T[]) => {
    const { save: saveList, fingerprint } = latest.current;
    const print = fingerprint(list);
    savedFingerprint.current = print;
    saveList(list).catch(() => {
      if (savedFingerprint.current === print) savedFingerprint.current = null;
    });
  }, []);

  const mergeWithServer = useCallback(
    async (signal: AbortSignal) => {
      phase.current = 'merging';
      try {
        const server = await latest.current.load(signal);
        if (signal.aborted) return;
        const merged = latest.current.merge(itemsRef.current, server);
        itemsRef.current = merged;
        phase.current = 'merged';
        latest.current.replace(merged);
        save(merged);
      } catch {
        if (!signal.aborted) phase.current = 'unmerged';
      }
    },
    [save],
  );

  useEffect(() => {
    if (!userId) return;
    const current = new AbortController();
    controller.current = current;
    void mergeWithServer(current.signal);
    return () => {
      current.abort();
      window.clearTimeout(timer.current);
      phase.current = 'off';
      savedFingerprint.current = null;
    };
  }, [userId, mergeWithServer]);

  useEffect(() => {
    itemsRef.current = items;
    if (phase.current === 'off' || phase.current === 'merging') return;
    if (phase.current === 'merged' && latest.current.fingerprint(items) === savedFingerprint.current) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return;
      if (phase.current === 'unmerged') void mergeWithServer(signal);
      else if (phase.current === 'merged') save(itemsRef.current);
    }, debounceMs);
  }, [items, debounceMs, mergeWithServer, save]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const saveNow = useCallback(
    (list: T[]) => {
      window.clearTimeout(timer.current);
      itemsRef.current = list;
      if (phase.current === 'off') return;
      save(list);
    },
    [save],
  );

  return { saveNow };
}
