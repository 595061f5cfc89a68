import type { Dimensions } from '@/lib/dimensions';

/** One thing the gallery and the lightbox show: a picture with its alt text, or the drawing. */
export type Slide = { kind: 'image'; src: string; alt: string } | { kind: 'dimensions'; dimensions: Dimensions };

/**
 * The gallery's slides: every picture with the admin's alt text (else the product's name and
 * the picture's place), then the dimensions drawing when the product says its three sizes.
 */
export function gallerySlides(
  images: readonly string[],
  alts: readonly string[] | undefined,
  name: string,
  dimensions: Dimensions | null,
): Slide[] {
  const pictures: Slide[] = images.map((src, index) => {
    const alt = alts?.[index]?.trim();
    return {
      kind: 'image',
      src,
      alt: alt || (images.length > 1 ? `${name}, image ${index + 1} of ${images.length}` : name),
    };
  });
  return dimensions ? [...pictures, { kind: 'dimensions', dimensions }] : pictures;
}

/** What a slide is called in labels: its alt text, or 'Dimensions'. */
export function slideLabel(slide: Slide): string {
  return slide.kind === 'image' ? slide.alt : 'Dimensions';
}
