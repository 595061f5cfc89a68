import { describe, expect, it } from 'vitest';

import { localStorageList } from './local-storage-list';

const numbers = localStorageList('numbers', (value) => (typeof value === 'number' ? value * 10 : null));

describe('local storage list', () => {
  it('parses every stored entry', () => {
    window.localStorage.setItem('numbers', '[1,2]');
    expect(numbers.read()).toEqual([10, 20]);
  });

  it('discards and removes the whole list when one entry is rejected', () => {
    window.localStorage.setItem('numbers', '[1,"two"]');
    expect(numbers.read()).toEqual([]);
    expect(window.localStorage.getItem('numbers')).toBeNull();
  });

  it('reads nothing and writes nowhere when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(numbers.read(blocked)).toEqual([]);
    expect(() => numbers.write([1], blocked)).not.toThrow();
  });
});
