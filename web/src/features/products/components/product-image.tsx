import { useState, type ImgHTMLAttributes } from 'react';

import { PRODUCT_PLACEHOLDER_IMAGE } from '../product-image';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  alt: string;
};

/** A product photo that falls back to the placeholder when missing or broken. */
export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
