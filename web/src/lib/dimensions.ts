/**
 * A product's `dimensions` text ("220 x 90 x 85 cm", "160x200x125cm", "1.2 x 0.6 x 0.75 m")
 * read as width x depth x height in centimetres; null when it does not say three sizes (the
 * shop then shows the text alone). The one reader of that text in the web app.
 */
export type Dimensions = { width: number; depth: number; height: number };

const UNIT_CM: Record<string, number> = { mm: 0.1, cm: 1, m: 100 };
const THREE_SIZES =
  /^\s*(\d+(?:[.,]\d+)?)\s*(?:x|×|\*)\s*(\d+(?:[.,]\d+)?)\s*(?:x|×|\*)\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|m)?\b/i;

export function parseDimensions(text: string | null | undefined): Dimensions | null {
  if (!text) return null;
  const match = THREE_SIZES.exec(text);
  if (!match) return null;
  const unit = UNIT_CM[(match[4] ?? 'cm').toLowerCase()] ?? 1;
  const [width, depth, height] = [match[1], match[2], match[3]].map(
    (value) => Math.round(Number((value ?? '').replace(',', '.')) * unit * 10) / 10,
  ) as [number, number, number];
  if (![width, depth, height].every((size) => Number.isFinite(size) && size > 0)) return null;
  return { width, depth, height };
}

/** "220 cm" (one decimal when it has one). */
export function formatCm(size: number): string {
  return `${Number.isInteger(size) ? size : size.toFixed(1)} cm`;
}
