import { describe, expect, it } from 'vitest';

import { vatNoteText } from './vat-note';

describe('vatNoteText', () => {
  it('says the prices include VAT, or that it is added at checkout, at the shop rate', () => {
    expect(vatNoteText(true, 16, 'short')).toBe('incl. VAT');
    expect(vatNoteText(true, 16, 'long')).toBe('All prices include VAT (16%)');
    expect(vatNoteText(false, 14.5, 'short')).toBe('excl. VAT (14.5% added at checkout)');
    expect(vatNoteText(false, 16, 'long')).toBe('Prices exclude VAT: 16% is added at checkout');
  });
});
