import { useEffect, useRef } from 'react';

/**
 * Whose entry of a device's list (the cart, the wishlist) is (issue 12, shared devices):
 * `addedBy` is the id of the account it was added under or loaded from; it is absent for what
 * a guest added in this browser. Only a guest's own entries, and the account's, ever join an
 * account on sign-in; whatever another account left on the device never does.
 */
export type Owned = { addedBy?: string };

/** The `addedBy` of a stored entry, kept only when it is a non-empty string. */
export function storedOwner(value: unknown): Owned {
  return typeof value === 'string' && value !== '' ? { addedBy: value } : {};
}

export function isGuestEntry(entry: Owned): boolean {
  return entry.addedBy === undefined;
}

/** What a sign-in as `userId` may take into the account: the guest's entries and its own. */
export function claimableBy<T extends Owned>(entries: T[], userId: string): T[] {
  return entries.filter((entry) => entry.addedBy === undefined || entry.addedBy === userId);
}

/** The entries, marked as the account's. */
export function ownedBy<T extends Owned>(entries: T[], userId: string): T[] {
  return entries.map((entry) => (entry.addedBy === userId ? entry : { ...entry, addedBy: userId }));
}

/** What a guest may see: only what a guest added (the same list when that is all of it). */
export function guestEntries<T extends Owned>(entries: T[]): T[] {
  return entries.every(isGuestEntry) ? entries : entries.filter(isGuestEntry);
}

/**
 * Keeps a device's list to its owner: signing out (or the session changing hands) empties it,
 * and a guest never sees entries an account left behind (a browser closed without signing
 * out). `signedInAs` is the user's id once the session is settled, `settled` false while a
 * stored session is being verified.
 */
export function useDeviceListOwner<T extends Owned>(
  signedInAs: string | null,
  settled: boolean,
  update: (change: (current: T[]) => T[]) => void,
): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (previous.current !== null && previous.current !== signedInAs) update(() => []);
    else if (signedInAs === null) update(guestEntries);
    previous.current = signedInAs;
  }, [signedInAs, settled, update]);
}
