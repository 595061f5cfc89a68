import { useCallback, useEffect, useState } from 'react';

/** A JSON list kept in local storage under one key (the cart, the wishlist). */
export type LocalStorageList<T> = {
  key: string;
  /**
   * The stored list. A corrupt one (not JSON, not a list, or holding an entry that `parseItem`
   * rejects) is discarded and removed from storage; unreadable storage gives an empty list.
   */
  read: (storage?: Storage) => T[];
  /** Stores the list; when storage is full or blocked (private mode) the list lives on in memory. */
  write: (items: T[], storage?: Storage) => void;
};

/**
 * @param parseItem turns one stored entry into an item (filling in fields older versions did
 * not store), or returns `null` when the entry is not one.
 */
export function localStorageList<T>(key: string, parseItem: (value: unknown) => T | null): LocalStorageList<T> {
  function read(storage: Storage = window.localStorage): T[] {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return [];
    }
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) {
        const items = parsed.map(parseItem);
        if (items.every((item): item is T => item !== null)) return items;
      }
    } catch {
      // Not JSON: discarded below.
    }
    storage.removeItem(key);
    return [];
  }

  function write(items: T[], storage: Storage = window.localStorage): void {
    try {
      storage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the list still works for this page view.
    }
  }

  return { key, read, write };
}

/**
 * The list as React state: read once, written on every change, and read again when another
 * tab changes it (or clears storage).
 */
export function useLocalStorageList<T>(list: LocalStorageList<T>): [T[], (change: (current: T[]) => T[]) => void] {
  const [items, setItems] = useState<T[]>(() => list.read());

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === list.key || event.key === null) setItems(list.read());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [list]);

  const update = useCallback(
    (change: (current: T[]) => T[]) => {
      setItems((current) => {
        const next = change(current);
        if (next !== current) list.write(next);
        return next;
      });
    },
    [list],
  );

  return [items, update];
}
