import { afterEach, describe, expect, it, vi } from 'vitest';

import { blockAnimationsWhileResizing, RESIZE_BLOCK_MS, RESIZING_ATTRIBUTE } from './layout-motion';

afterEach(() => {
  vi.useRealTimers();
});

const resizing = () => document.documentElement.hasAttribute(RESIZING_ATTRIBUTE);

describe('layout motion (admin-side.md section 9)', () => {
  it('blocks animations from a resize until 250 ms after the last one', () => {
    vi.useFakeTimers();
    const stop = blockAnimationsWhileResizing();
    expect(resizing()).toBe(false);
    window.dispatchEvent(new Event('resize'));
    expect(resizing()).toBe(true);
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_BLOCK_MS - 1);
    expect(resizing()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(resizing()).toBe(false);
    stop();
    window.dispatchEvent(new Event('resize'));
    expect(resizing()).toBe(false);
  });
});
