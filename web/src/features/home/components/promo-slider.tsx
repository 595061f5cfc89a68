import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import { FurnitureDrawing, type DrawingName, type ToneName } from './illustrations';
import styles from './promo-slider.module.css';

/** The slider advances by itself every 5 seconds (customer-side.md section 9). */
export const SLIDE_INTERVAL_MS = 5000;

export type PromoSlide = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  tone: 'green' | 'terracotta' | 'sand' | 'ink';
  drawing: DrawingName;
  drawingTone: ToneName;
  /** A product photo from the catalogue, shown instead of the drawing when present. */
  image?: string;
};

type PromoSliderProps = { slides: PromoSlide[] };

/**
 * The hero's promotions: one slide at a time, advancing every 5 s. It pauses while the
 * pointer is over it or focus is inside it, and with the pause button; dots and
 * previous/next move by hand.
 */
export function PromoSlider({ slides }: PromoSliderProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const count = slides.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => go(index + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, index, count, go]);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label="Current promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}: ${slide.title}`}
              className={cx(styles.slide, styles[slide.tone], active && styles.active)}
              hidden={!active}
            >
              <div className={styles.copy}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link to={slide.to} className={styles.cta}>
                  {slide.cta}
                </Link>
              </div>
              <div className={styles.art}>
                {slide.image ? (
                  <img src={slide.image} alt="" className={styles.photo} loading={slideIndex === 0 ? 'eager' : 'lazy'} />
                ) : (
                  <FurnitureDrawing name={slide.drawing} tone={slide.drawingTone} className={styles.drawing} />
                )}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label="Previous slide">
            <ChevronLeftIcon />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                onClick={() => go(slideIndex)}
                aria-label={`Go to slide ${slideIndex + 1}: ${slide.title}`}
                aria-current={slideIndex === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-label="Next slide">
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          >
            {stopped ? (
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
              </svg>
            )}
          </button>
        </div>
      )}
    </section>
  );
}
