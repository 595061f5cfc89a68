import { useMemo, useState } from 'react';

import { ProductImage } from '@/components/product-image';
import { cx } from '@/lib/class-names';
import { parseDimensions } from '@/lib/dimensions';

import { DimensionsDrawing } from './gallery/dimensions-drawing';
import { Lightbox } from './gallery/lightbox';
import { gallerySlides, slideLabel } from './gallery/slides';
import styles from './product-gallery.module.css';

type ProductGalleryProps = {
  images: string[];
  /** The admin's alt text of each picture ("" for none). */
  alts?: readonly string[];
  name: string;
  /** The product's dimensions text; three sizes add a drawing of them. */
  dimensions?: string | null;
};

/**
 * The main photo with a row of thumbnails (and the dimensions drawing when the product says its
 * sizes); the main photo opens the full-screen lightbox (click, tap, Enter). Broken photos show
 * the placeholder.
 */
export function ProductGallery({ images, alts, name, dimensions }: ProductGalleryProps) {
  const slides = useMemo(
    () => gallerySlides(images, alts, name, parseDimensions(dimensions)),
    [images, alts, name, dimensions],
  );
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  const current = Math.min(selected, Math.max(0, slides.length - 1));
  const slide = slides[current];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {slide?.kind === 'dimensions' ? (
          <button type="button" className={styles.opener} onClick={() => setOpen(true)} aria-label="Open the dimensions full screen">
            <DimensionsDrawing dimensions={slide.dimensions} name={name} />
          </button>
        ) : (
          <button
            type="button"
            className={styles.opener}
            onClick={() => setOpen(true)}
            disabled={!slide}
            aria-label={slide ? `Open full-screen view: ${slide.alt}` : undefined}
          >
            <ProductImage
              src={slide?.src}
              alt={slide?.alt ?? name}
              className={styles.mainImage}
              sizes="(max-width: 1023px) 100vw, 50vw"
              fetchPriority="high"
            />
            {slide && (
              <span className={styles.zoomHint} aria-hidden="true">
                Tap to zoom
              </span>
            )}
          </button>
        )}
      </div>
      {slides.length > 1 && (
        <ul role="list" className={styles.thumbs} aria-label="Product images">
          {slides.map((item, index) => (
            <li key={item.kind === 'image' ? `${item.src}-${index}` : 'dimensions'}>
              <button
                type="button"
                className={cx(styles.thumb, index === current && styles.thumbActive)}
                onClick={() => setSelected(index)}
                aria-label={item.kind === 'image' ? `Show image ${index + 1} of ${images.length}` : 'Show the dimensions'}
                aria-current={index === current ? 'true' : undefined}
                title={slideLabel(item)}
              >
                {item.kind === 'image' ? (
                  <ProductImage src={item.src} alt="" loading="lazy" className={styles.thumbImage} sizes="96px" />
                ) : (
                  <span className={styles.thumbDimensions}>
                    <span aria-hidden="true">↔</span> Size
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Lightbox slides={slides} index={current} name={name} onIndexChange={setSelected} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
