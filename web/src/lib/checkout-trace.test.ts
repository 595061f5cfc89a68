import { beforeEach, describe, expect, it } from 'vitest';
import { moveTrace, newTraceparent, traceparentFor } from './checkout-trace';

const W3C = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

describe('checkout trace context', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes valid, distinct W3C trace contexts', () => {
    const a = newTraceparent();
    const b = newTraceparent();
    expect(a).toMatch(W3C);
    expect(b).toMatch(W3C);
    expect(a.slice(3, 35)).not.toBe(b.slice(3, 35));
  });

  it('keeps one trace per checkout and hands it to the placed order', () => {
    const placing = traceparentFor('checkout');
    expect(traceparentFor('checkout')).toBe(placing);
    moveTrace('checkout', 'checkout:order-1');
    expect(traceparentFor('checkout:order-1')).toBe(placing);
    // The next checkout starts a trace of its own.
    expect(traceparentFor('checkout')).not.toBe(placing);
  });

  it('replaces a stored value that is not a trace context', () => {
    sessionStorage.setItem('samani.trace.checkout', 'garbage');
    expect(traceparentFor('checkout')).toMatch(W3C);
  });
});
