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
