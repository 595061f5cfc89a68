import { FALLBACK_CATEGORIES } from '@/config/categories';

import { categoryTitleFromSlug, resolveCategory } from './category-title';

describe('categoryTitleFromSlug', () => {
  it('turns a slug into a title', () => {
    expect(categoryTitleFromSlug('living-room')).toBe('Living Room');
    expect(categoryTitleFromSlug('kids-room')).toBe('Kids Room');
    expect(categoryTitleFromSlug('office')).toBe('Office');
    expect(categoryTitleFromSlug('dining-room-eight-seater-dining-sets')).toBe('Dining Room Eight Seater Dining Sets');
  });
});

describe('resolveCategory', () => {
  it('uses a category slug as it is', () => {
    expect(resolveCategory(['living-room'], FALLBACK_CATEGORIES)).toMatchObject({
      slug: 'living-room',
      title: 'Living Room',
      parent: null,
    });
  });

  it('joins /category/{category}/{subcategory} into the subcategory slug', () => {
    expect(resolveCategory(['living-room', 'sofas'], FALLBACK_CATEGORIES)).toMatchObject({
      slug: 'living-room-sofas',
      title: 'Living Room Sofas',
      parent: { slug: 'living-room', title: 'Living Room' },
    });
  });

  it('accepts a full subcategory slug in one segment', () => {
    expect(resolveCategory(['kids-room-double-deckers'], FALLBACK_CATEGORIES)).toMatchObject({
      slug: 'kids-room-double-deckers',
      parent: { slug: 'kids-room' },
    });
  });

  it('uses the most specific known segment of /category/{category}/{subcategory}/{item}', () => {
    expect(resolveCategory(['bedroom', 'beds', 'king-size'], FALLBACK_CATEGORIES).slug).toBe('bedroom-beds');
    expect(resolveCategory(['living-room', 'no-such-thing'], FALLBACK_CATEGORIES).slug).toBe('living-room');
  });

  it('leaves an unknown slug to the API', () => {
    expect(resolveCategory(['spaceships'], FALLBACK_CATEGORIES)).toMatchObject({ slug: 'spaceships', title: 'Spaceships' });
  });
});
