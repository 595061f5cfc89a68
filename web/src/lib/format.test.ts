import { describe, expect, it } from 'vitest';

import { formatKsh } from './format';

describe('formatKsh', () => {
  it('formats whole shillings with thousands separators and no decimals', () => {
    expect(formatKsh(12500)).toBe('KSh 12,500');
    expect(formatKsh(1_250_000)).toBe('KSh 1,250,000');
    expect(formatKsh(0)).toBe('KSh 0');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatKsh(1299.5)).toBe('KSh 1,299.50');
    expect(formatKsh(45999.99)).toBe('KSh 45,999.99');
  });

  it('handles negative and non-finite amounts', () => {
    expect(formatKsh(-500)).toBe('-KSh 500');
    expect(formatKsh(Number.NaN)).toBe('KSh 0');
  });
});
