import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PromoSlider, type PromoSlide } from './promo-slider';

const slides: PromoSlide[] = ['Flash sale', 'New arrivals', 'Living room', 'Clearance'].map((title, index) => ({
  id: `s${index}`,
  eyebrow: title,
  title,
  text: `${title} text`,
  cta: `Shop ${title}`,
  to: `/x${index}`,
  tone: 'green',
  drawing: 'sofa',
  drawingTone: 'green',
}));

function renderSlider() {
  const router = createMemoryRouter([{ path: '*', element: <PromoSlider slides={slides} /> }]);
  return render(<RouterProvider router={router} />);
}

function visibleSlideTitle() {
  return screen.getByRole('heading', { level: 2 }).textContent;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('promo slider', () => {
  it('advances by itself every 5 seconds and wraps around', () => {
    renderSlider();
    expect(visibleSlideTitle()).toBe('Flash sale');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(visibleSlideTitle()).toBe('Flash sale');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleSlideTitle()).toBe('New arrivals');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleSlideTitle()).toBe('Living room');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleSlideTitle()).toBe('Clearance');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleSlideTitle()).toBe('Flash sale');
  });

  it('pauses while hovered and moves with the dots and arrows', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Current promotions' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(15000);
    });
    expect(visibleSlideTitle()).toBe('Flash sale');

    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: Living room' }));
    expect(visibleSlideTitle()).toBe('Living room');
    expect(screen.getByRole('button', { name: 'Go to slide 3: Living room' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlideTitle()).toBe('New arrivals');

    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleSlideTitle()).toBe('Living room');
  });

  it('stops and restarts with the pause button', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(visibleSlideTitle()).toBe('Flash sale');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
