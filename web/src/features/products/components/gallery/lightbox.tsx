import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';

import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons';
import { ProductImage } from '@/components/product-image';
import { useFocusTrap } from '@/lib/focus-trap';

import { DimensionsDrawing } from './dimensions-drawing';
import {
  clampPan,
  clampZoom,
  lightboxKeyAction,
  pinchZoom,
  step,
  swipeAction,
  STEP_ZOOM,
  type LightboxAction,
} from './gestures';
import styles from './lightbox.module.css';
import { slideLabel, type Slide } from './slides';

type LightboxProps = {
  slides: Slide[];
  /** The slide it opens on. */
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

type Point = { x: number; y: number };

/** A tap moves less than this (CSS px). */
const TAP_SLOP_PX = 10;

/**
 * The full-screen view of a product's pictures: arrows, Home and End move between them, + and -
 * (or a click, a tap, two fingers) zoom, a drag moves a zoomed picture, a swipe sideways moves to
 * the next one, Escape, Close or a swipe down ends it. Focus stays inside while it is open and goes back to what opened
 * it after.
 */
export function Lightbox({ slides, index, name, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  // Pointers down on the stage, and where the gesture began.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pan: Point; zoom: number; pinch?: [Point, Point]; moved: boolean } | null>(null);
  useFocusTrap(dialogRef, true, onClose);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const slide = slides[index];
  const zoomable = slide?.kind === 'image';

  const setZoomed = useCallback((next: number) => {
    const zoomValue = clampZoom(next);
    setZoom(zoomValue);
    const size = stageRef.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
    setPan((current) => clampPan(current, zoomValue, size));
  }, []);

  const go = useCallback(
    (action: 'next' | 'previous' | 'first' | 'last') => {
      setZoom(1);
      setPan({ x: 0, y: 0 });
      onIndexChange(step(index, slides.length, action));
    },
    [index, onIndexChange, slides.length],
  );

  function apply(action: LightboxAction) {
    switch (action) {
      case 'next':
      case 'previous':
      case 'first':
      case 'last':
        go(action);
        return;
      case 'zoom-in':
        if (zoomable) setZoomed(zoom + 1);
        return;
      case 'zoom-out':
        setZoomed(zoom - 1);
        return;
      case 'zoom-reset':
        setZoomed(1);
        return;
      case 'close':
        // The focus trap closes on Escape.
        return;
    }
  }

  // The keys, on the document while open (the dialog itself is not a control); the latest
  // state's handler, as the focus trap keeps its Escape.
  const keyHandler = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keyHandler.current = (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = lightboxKeyAction(event.key);
      if (!action || action === 'close') return;
      event.preventDefault();
      apply(action);
    };
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      gesture.current = {
        start: points[0]!,
        pan,
        zoom,
        pinch: [points[0]!, points[1]!],
        moved: true,
      };
    } else if (points.length === 1) {
      gesture.current = { start: points[0]!, pan, zoom, moved: false };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    const points = [...pointers.current.values()];
    if (current.pinch && points.length === 2) {
      if (zoomable) setZoomed(pinchZoom(current.zoom, current.pinch, [points[0]!, points[1]!]));
      return;
    }
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) current.moved = true;
    if (zoom > 1) {
      const size = stageRef.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
      setPan(clampPan({ x: current.pan.x + dx, y: current.pan.y + dy }, zoom, size));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    pointers.current.delete(event.pointerId);
    if (!current) return;
    if (current.pinch) {
      // The gesture ends with the last finger.
      if (pointers.current.size === 0) gesture.current = null;
      return;
    }
    gesture.current = null;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved) {
      if (zoomable) setZoomed(zoom > 1 ? 1 : STEP_ZOOM);
      return;
    }
    if (current.zoom === 1) {
      const swipe = swipeAction(dx, dy);
      if (swipe === 'close') onClose();
      else if (swipe) go(swipe);
    }
  }

  function onPointerCancel(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = null;
  }

  if (!slide) return null;
  const position = `${index + 1} of ${slides.length}`;

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={`${name}: pictures`}
      aria-roledescription="lightbox"
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">{slideLabel(slide)}, </span>
          {position}
        </p>
        <div className={styles.tools}>
          {zoomable && (
            <>
              <button type="button" className={styles.tool} onClick={() => setZoomed(zoom - 1)} disabled={zoom <= 1} aria-label="Zoom out">
                <span aria-hidden="true">−</span>
              </button>
              <button
                type="button"
                className={styles.tool}
                onClick={() => setZoomed(zoom > 1 ? 1 : STEP_ZOOM)}
                aria-pressed={zoom > 1}
                aria-label={zoom > 1 ? 'Reset zoom' : 'Zoom in'}
              >
                <span aria-hidden="true">{zoom > 1 ? '1:1' : '+'}</span>
              </button>
            </>
          )}
          <button type="button" className={styles.tool} onClick={onClose} aria-label="Close" data-autofocus>
            <CloseIcon size={22} />
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        data-testid="lightbox-stage"
        data-zoom={zoom}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <div
          className={styles.frame}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`, cursor: zoomable ? (zoom > 1 ? 'zoom-out' : 'zoom-in') : undefined }}
        >
          {slide.kind === 'image' ? (
            <ProductImage src={slide.src} alt={slide.alt} className={styles.image} sizes="100vw" draggable={false} />
          ) : (
            <DimensionsDrawing dimensions={slide.dimensions} name={name} />
          )}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.previous}`} onClick={() => go('previous')} aria-label="Previous picture">
            <ChevronLeftIcon size={28} />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go('next')} aria-label="Next picture">
            <ChevronRightIcon size={28} />
          </button>
        </>
      )}
      <p className="visually-hidden">Use the arrow keys to move between pictures, plus and minus to zoom, and Escape to close.</p>
    </div>,
    document.body,
  );
}
