import { describe, expect, it } from 'vitest';

import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:30Z', 'Just now'],
    ['2026-11-26T12:00:10Z', 'Just now'],
    ['2026-11-26T11:59:00Z', '1m ago'],
    ['2026-11-26T11:01:00Z', '59m ago'],
    ['2026-11-26T11:00:00Z', '1h ago'],
    ['2026-11-25T12:00:01Z', '23h ago'],
    ['2026-11-25T12:00:00Z', '1d ago'],
    ['2026-11-16T09:00:00Z', '10d ago'],
  ])('%s is %s', (at, text) => {
    expect(relativeTime(at, now)).toBe(text);
  });
});
