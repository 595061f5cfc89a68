/**
 * What the lightbox does with a key, a swipe or a pinch: pure functions, so the rules are
 * tested without a browser (gestures.test.ts) and the component only applies them.
 */

export type LightboxAction = 'next' | 'previous' | 'first' | 'last' | 'close' | 'zoom-in' | 'zoom-out' | 'zoom-reset';

/** The lightbox's keys: arrows move, Home/End jump, Escape closes, +/- and 0 zoom. */
export function lightboxKeyAction(key: string): LightboxAction | null {
  switch (key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
      return 'zoom-out';
    case '0':
      return 'zoom-reset';
    default:
      return null;
  }
}

/** Moves `index` among `count` slides, wrapping at both ends. */
export function step(index: number, count: number, action: 'next' | 'previous' | 'first' | 'last'): number {
  if (count <= 0) return 0;
  switch (action) {
    case 'next':
      return (index + 1) % count;
    case 'previous':
      return (index - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** A horizontal move this far (CSS px), clearly more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 50;

/** A move down this far (CSS px), clearly more down than sideways, closes the lightbox. */
export const SWIPE_CLOSE_PX = 80;

/**
 * 'next' for a swipe to the left, 'previous' to the right, 'close' for a swipe down, null for
 * anything else.
 */
export function swipeAction(dx: number, dy: number): 'next' | 'previous' | 'close' | null {
  if (dy >= SWIPE_CLOSE_PX && dy > Math.abs(dx) * 1.5) return 'close';
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The zoom of a click, a tap or the Zoom button. */
export const STEP_ZOOM = 2;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));
}

type Point = { x: number; y: number };

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The zoom after two fingers moved from `start` to `now`, from the zoom they started at. */
export function pinchZoom(startZoom: number, start: [Point, Point], now: [Point, Point]): number {
  const before = distance(start[0], start[1]);
  if (before < 1) return clampZoom(startZoom);
  return clampZoom((startZoom * distance(now[0], now[1])) / before);
}

/**
 * Keeps a zoomed picture's pan inside it: at zoom z a picture w wide may move (z - 1) * w / 2
 * either way; unzoomed it does not move.
 */
export function clampPan(pan: Point, zoom: number, size: { width: number; height: number }): Point {
  const maxX = ((zoom - 1) * size.width) / 2;
  const maxY = ((zoom - 1) * size.height) / 2;
  return {
    x: Math.min(maxX, Math.max(-maxX, pan.x)),
    y: Math.min(maxY, Math.max(-maxY, pan.y)),
  };
}
