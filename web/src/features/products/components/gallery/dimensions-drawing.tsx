import { formatCm, type Dimensions } from '@/lib/dimensions';

import styles from './dimensions-drawing.module.css';

/** The box's corners on a 460 x 300 drawing: depth goes back and up at 30 degrees. */
function box({ width, depth, height }: Dimensions) {
  const cos = Math.cos(Math.PI / 6);
  const sin = Math.sin(Math.PI / 6);
  // Scale the box so its front, side and top fit 240 x 190 whatever its proportions, leaving
  // room for the labels on either side.
  const spanX = width + depth * cos;
  const spanY = height + depth * sin;
  const scale = Math.min(240 / spanX, 190 / spanY);
  const w = width * scale;
  const h = height * scale;
  const dx = depth * cos * scale;
  const dy = depth * sin * scale;
  const left = 100 + (240 - (w + dx)) / 2;
  const bottom = 250 - (250 - 40 - (h + dy)) / 2;
  return { left, bottom, w, h, dx, dy };
}

/**
 * A product's width x depth x height on a drawing: a box in its proportions with each size
 * marked along its edge. An image with the sizes in its name for screen readers.
 */
export function DimensionsDrawing({ dimensions, name }: { dimensions: Dimensions; name: string }) {
  const { left, bottom, w, h, dx, dy } = box(dimensions);
  const top = bottom - h;
  const right = left + w;
  const label = `${name}: ${formatCm(dimensions.width)} wide, ${formatCm(dimensions.depth)} deep, ${formatCm(dimensions.height)} high`;
  const r = (value: number) => Math.round(value * 10) / 10;
  return (
    <svg className={styles.drawing} viewBox="0 0 460 300" role="img" aria-label={label}>
      <title>{label}</title>
      <rect width="460" height="300" className={styles.paper} />
      {/* The box: front, side and top faces. */}
      <polygon className={styles.side} points={`${r(right)},${r(bottom)} ${r(right + dx)},${r(bottom - dy)} ${r(right + dx)},${r(top - dy)} ${r(right)},${r(top)}`} />
      <polygon className={styles.topFace} points={`${r(left)},${r(top)} ${r(right)},${r(top)} ${r(right + dx)},${r(top - dy)} ${r(left + dx)},${r(top - dy)}`} />
      <rect className={styles.front} x={r(left)} y={r(top)} width={r(w)} height={r(h)} />
      {/* Width under the front. */}
      <line className={styles.measure} x1={r(left)} y1={r(bottom + 16)} x2={r(right)} y2={r(bottom + 16)} />
      <text className={styles.label} x={r(left + w / 2)} y={r(bottom + 34)} textAnchor="middle" data-testid="dimension-width">
        W {formatCm(dimensions.width)}
      </text>
      {/* Depth along the side's foot. */}
      <line className={styles.measure} x1={r(right + 10)} y1={r(bottom + 6)} x2={r(right + dx + 10)} y2={r(bottom - dy + 6)} />
      <text className={styles.label} x={r(right + dx / 2 + 14)} y={r(bottom - dy / 2 + 24)} data-testid="dimension-depth">
        D {formatCm(dimensions.depth)}
      </text>
      {/* Height beside the front. */}
      <line className={styles.measure} x1={r(left - 14)} y1={r(top)} x2={r(left - 14)} y2={r(bottom)} />
      <text className={styles.label} x={r(left - 20)} y={r(top + h / 2)} textAnchor="end" dominantBaseline="middle" data-testid="dimension-height">
        H {formatCm(dimensions.height)}
      </text>
    </svg>
  );
}
