import { describe, expect, it } from 'vitest';

import { EMPTY_FORM, slugOf, toBody } from './campaign-form';

describe('campaign form', () => {
  it('makes a page address from the name', () => {
    expect(slugOf('Festive Sale 2026!')).toBe('festive-sale-2026');
  });

  it('sends one rule and one price, the days as Nairobi instants', () => {
    const body = toBody({ ...EMPTY_FORM, name: 'Sofa Week', slug: 'sofa-week', lastDay: '2026-12-01', ruleKind: 'productIds', rule: '3, 7 9', price: '15' });
    expect(body).toMatchObject({
      startsAt: null,
      endsAt: '2026-12-02T00:00:00+03:00',
      category: null,
      subcategory: null,
      productIds: [3, 7, 9],
      percentOff: 15,
      salePrice: null,
    });
  });
});
