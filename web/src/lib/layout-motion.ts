import { useEffect } from 'react';

/**
 * The layout's animation timings (admin-side.md section 9, "Layout animation defaults"): layout
 * animations (side drawers and sheets) last 0.45 s (`--transition-layout` in tokens.css), and a
 * window resize blocks every animation until 250 ms after its last event. `prefers-reduced-motion`
 * turns them all off (tokens.css, global.css).
 */
export const LAYOUT_ANIMATION_MS = 450;
export const RESIZE_BLOCK_MS = 250;

/** The attribute on `<html>` that global.css reads to stop animations while resizing. */
export const RESIZING_ATTRIBUTE = 'data-resizing';

/**
 * Marks the document as resizing on every window resize and clears the mark `RESIZE_BLOCK_MS`
 * after the last one. Returns the function that stops listening.
 */
export function blockAnimationsWhileResizing(win: Window = window): () => void {
  const root = win.document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    root.setAttribute(RESIZING_ATTRIBUTE, '');
    clearTimeout(timer);
    timer = setTimeout(() => root.removeAttribute(RESIZING_ATTRIBUTE), RESIZE_BLOCK_MS);
  };
  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    clearTimeout(timer);
    root.removeAttribute(RESIZING_ATTRIBUTE);
  };
}

/** `blockAnimationsWhileResizing` for as long as the calling component (the app's layout) is shown. */
export function useResizeAnimationBlock(): void {
  useEffect(() => blockAnimationsWhileResizing(), []);
}
