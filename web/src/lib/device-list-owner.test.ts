import { describe, expect, it } from 'vitest';

import { claimableBy, guestEntries, ownedBy, storedOwner } from './device-list-owner';

type Entry = { id: number; addedBy?: string };

const guest: Entry = { id: 1 };
const mine: Entry = { id: 2, addedBy: 'user-b' };
const theirs: Entry = { id: 3, addedBy: 'user-a' };

describe('device list ownership', () => {
  it('lets a sign-in take only the guest entries and its own, never another account', () => {
    expect(claimableBy([guest, mine, theirs], 'user-b')).toEqual([guest, mine]);
    expect(claimableBy([theirs], 'user-b')).toEqual([]);
  });

  it('marks merged entries as the account they now belong to', () => {
    expect(ownedBy([guest, mine], 'user-b')).toEqual([
      { id: 1, addedBy: 'user-b' },
      { id: 2, addedBy: 'user-b' },
    ]);
    const list = [mine];
    expect(ownedBy(list, 'user-b')[0]).toBe(mine);
  });

  it('shows a guest only what a guest added, keeping the same list when nothing is dropped', () => {
    expect(guestEntries([guest, mine, theirs])).toEqual([guest]);
    const onlyGuest = [guest];
    expect(guestEntries(onlyGuest)).toBe(onlyGuest);
  });

  it('reads a stored owner only when it is a non-empty string', () => {
    expect(storedOwner('user-a')).toEqual({ addedBy: 'user-a' });
    for (const bad of [undefined, null, '', 7, {}]) expect(storedOwner(bad)).toEqual({});
  });
});
