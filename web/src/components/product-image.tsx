import { useState, type ImgHTMLAttributes } from 'react';

import { mediaSrcSet, PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/product-image';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  src: string | undefined;
  alt: string;
  /**
   * How wide the picture is drawn (the `sizes` attribute), so the browser picks the smallest
   * variant of an uploaded picture that fills it. Defaults to the full viewport width.
   */
  sizes?: string;
};

/**
 * A product photo that falls back to the placeholder when missing or broken. Uploaded pictures
 * (`/media/i/...`) come with every variant width in `srcset`.
 */
export function ProductImage({ src, alt, sizes = '100vw', ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || src === failedSrc;
  const usable = broken ? PRODUCT_PLACEHOLDER_IMAGE : src;
  const srcSet = broken ? undefined : mediaSrcSet(src);
  return (
    <img
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
