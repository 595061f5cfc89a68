/** Shown when a product has no image or its image fails to load. */
export const PRODUCT_PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#f1ede8"/>' +
      '<path d="M120 190h160v20H120zM130 150h140v40H130zM120 140h20v70h-20zM260 140h20v70h-20z" fill="#cbbfb1"/>' +
      '<text x="200" y="250" font-family="sans-serif" font-size="16" fill="#8a7c6c" text-anchor="middle">No image</text>' +
      '</svg>',
  );

/**
 * The widths the media service renders a picture at (`/media/i/{publicId}?w=W`; any other width
 * is refused): the one copy of the allow-list in the web app (issue 14 contract).
 */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

const UPLOADED_IMAGE = /^\/media\/i\/[a-z0-9]+$/;

/**
 * `srcset` for a picture the shop stores (`/media/i/{publicId}`), one candidate per allowed
 * width, so a phone downloads a small variant; undefined for any other URL (demo SVGs, https).
 */
export function mediaSrcSet(src: string | undefined): string | undefined {
  if (!src || !UPLOADED_IMAGE.test(src)) return undefined;
  return MEDIA_VARIANT_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/** The rendered width of a product card's photo: half the screen on a phone, a grid column above. */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 320px';
