import { clampPan, clampZoom, lightboxKeyAction, pinchZoom, step, swipeAction, MAX_ZOOM } from './gestures';

describe('lightbox gestures', () => {
  it('maps keys to actions', () => {
    expect(lightboxKeyAction('ArrowRight')).toBe('next');
    expect(lightboxKeyAction('ArrowLeft')).toBe('previous');
    expect(lightboxKeyAction('Home')).toBe('first');
    expect(lightboxKeyAction('End')).toBe('last');
    expect(lightboxKeyAction('Escape')).toBe('close');
    expect(lightboxKeyAction('+')).toBe('zoom-in');
    expect(lightboxKeyAction('-')).toBe('zoom-out');
    expect(lightboxKeyAction('0')).toBe('zoom-reset');
    expect(lightboxKeyAction('Tab')).toBeNull();
    expect(lightboxKeyAction('Enter')).toBeNull();
  });

  it('steps through slides, wrapping', () => {
    expect(step(0, 3, 'next')).toBe(1);
    expect(step(2, 3, 'next')).toBe(0);
    expect(step(0, 3, 'previous')).toBe(2);
    expect(step(1, 3, 'first')).toBe(0);
    expect(step(0, 3, 'last')).toBe(2);
    expect(step(0, 0, 'next')).toBe(0);
  });

  it('tells a swipe from a scroll or a tap', () => {
    expect(swipeAction(-80, 10)).toBe('next');
    expect(swipeAction(80, -10)).toBe('previous');
    expect(swipeAction(-30, 0)).toBeNull();
    expect(swipeAction(-80, 70)).toBeNull();
    expect(swipeAction(10, 120)).toBe('close');
    expect(swipeAction(10, -120)).toBeNull();
    expect(swipeAction(100, 90)).toBeNull();
  });

  it('zooms with two fingers, within bounds', () => {
    const start: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    expect(pinchZoom(1, start, [{ x: 50, y: 100 }, { x: 250, y: 100 }])).toBe(2);
    expect(pinchZoom(2, start, [{ x: 125, y: 100 }, { x: 175, y: 100 }])).toBe(1);
    expect(pinchZoom(1, start, [{ x: 0, y: 100 }, { x: 1000, y: 100 }])).toBe(MAX_ZOOM);
    expect(clampZoom(0.4)).toBe(1);
  });

  it('keeps a zoomed picture in its frame', () => {
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 400, height: 300 })).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 5, y: 5 }, 1, { width: 400, height: 300 })).toEqual({ x: 0, y: 0 });
  });
});
