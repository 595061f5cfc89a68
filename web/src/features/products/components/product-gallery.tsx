import { useState } from 'react';

import { cx } from '@/lib/class-names';

import { ProductImage } from '@/components/product-image';
import styles from './product-gallery.module.css';

type ProductGalleryProps = { images: string[]; name: string };

/** The main photo with a row of thumbnails; broken photos show the placeholder. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          src={images[current]}
          alt={images.length > 1 ? `${name}, image ${current + 1} of ${images.length}` : name}
          className={styles.mainImage}
          sizes="(max-width: 1023px) 100vw, 50vw"
          fetchPriority="high"
        />
      </div>
      {images.length > 1 && (
        <ul role="list" className={styles.thumbs} aria-label="Product images">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                className={cx(styles.thumb, index === current && styles.thumbActive)}
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === current ? 'true' : undefined}
              >
                <ProductImage src={image} alt="" loading="lazy" className={styles.thumbImage} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
