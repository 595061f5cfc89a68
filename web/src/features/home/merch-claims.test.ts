import { describe, expect, it } from 'vitest';

import type { Merchandising } from '@/lib/merchandising/merchandising';

import { dealTiles } from './deal-tiles';
import { heroSlides } from './hero-slides';

const NONE: Merchandising = {
  campaigns: [],
  offers: 0,
  maxPercentOff: 0,
  categories: [],
  clearance: 0,
  clearanceDays: 365,
  newArrivals: 0,
  newArrivalDays: 60,
};

const RUNNING: Merchandising = {
  ...NONE,
  offers: 12,
  maxPercentOff: 27,
  clearance: 40,
  newArrivals: 9,
  campaigns: [
    {
      id: 1,
      name: 'Sofa Week',
      slug: 'sofa-week',
      startsAt: '2026-11-29T00:00:00Z',
      endsAt: '2026-12-01T21:00:00Z',
      category: null,
      subcategory: 'living-room-sofas',
      productIds: [],
      percentOff: 15,
      salePrice: null,
      state: 'running',
      products: 3,
      maxPercentOff: 17,
      createdAt: '2026-11-29T00:00:00Z',
    },
  ],
};

describe('the home page claims', () => {
  it('claim nothing the data does not back', () => {
    expect(heroSlides(NONE).map((s) => s.id)).toEqual(['living-room']);
    expect(dealTiles(NONE).map((t) => t.to)).toEqual(['/best-sellers']);
    expect(heroSlides(undefined).map((s) => s.id)).toEqual(['living-room']);
  });

  it("show a running campaign's own figure, scope and end, never a made-up one", () => {
    const [flash] = heroSlides(RUNNING);
    expect(flash).toMatchObject({ eyebrow: 'Sofa Week', title: 'Up to 17% off Living Room Sofas', to: '/sale/sofa-week' });
    expect(flash!.text).toContain('Until 2 Dec 2026');
    expect(dealTiles(RUNNING)[0]).toMatchObject({ title: 'Sofa Week: up to 17% off', to: '/flash-sales' });
  });

  it('fall back to the deepest real discount on offer without a campaign', () => {
    const [offers] = heroSlides({ ...RUNNING, campaigns: [] });
    expect(offers).toMatchObject({ title: 'Up to 27% off', to: '/offers' });
    expect(offers!.text).toContain('12 pieces');
  });

  it('say the rules of new arrivals and clearance with their counts', () => {
    const slides = heroSlides(RUNNING);
    expect(slides.find((s) => s.id === 'new-arrivals')!.text).toBe('9 pieces added in the last 60 days.');
    expect(slides.find((s) => s.id === 'clearance')!.text).toContain('40 pieces');
    expect(dealTiles(RUNNING).map((t) => t.to)).toEqual(['/flash-sales', '/best-sellers', '/clearance']);
  });
});
