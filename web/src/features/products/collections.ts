import type { ProductSort } from '@/types/product';

/** A merchandising listing (DECISIONS.md, "Routes and links"): a titled view on the catalogue. */
export type Collection = {
  title: string;
  intro: string;
  /** Filters the collection is made of; the shopper cannot remove them. */
  fixed: { featured?: boolean; onSale?: boolean };
  defaultSort: ProductSort;
  sortOptions?: ProductSort[];
};

const ALL_SORTS: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating'];

function sale(title: string, intro: string): Collection {
  return { title, intro, fixed: { onSale: true }, defaultSort: 'newest' };
}

export const COLLECTIONS: Record<string, Collection> = {
  '/featured': {
    title: 'Featured Products',
    intro: 'Hand-picked pieces our designers love right now.',
    fixed: { featured: true },
    defaultSort: 'newest',
  },
  '/new-arrivals': {
    title: 'New Arrivals',
    intro: 'The latest additions to our catalogue, newest first.',
    fixed: {},
    defaultSort: 'newest',
  },
  '/best-sellers': {
    title: 'Best Sellers',
    intro: 'The best-rated furniture in Kenyan homes, top rated first.',
    fixed: {},
    defaultSort: 'rating',
    sortOptions: ALL_SORTS,
  },
  '/flash-sales': sale('Flash Sales', 'Short-lived prices on popular pieces. When they are gone, they are gone.'),
  '/clearance': sale('Clearance', 'Last pieces and end-of-line furniture at reduced prices.'),
  '/offers': sale('Special Offers', 'Every piece currently on offer, across all rooms.'),
  '/promotions': sale('Promotions', 'Our current promotions: reduced prices across the catalogue.'),
  '/discounts': sale('Discounts', 'Furniture at discounted prices, with the saving shown on every piece.'),
  '/anniversary-sale': sale('Anniversary Sale', 'Celebrating our anniversary with reduced prices for you.'),
  '/black-friday': sale('Black Friday Deals', 'Black Friday prices on sofas, beds, dining sets and more.'),
  '/festive-sale': sale('Festive Season Sale', 'Get your home ready for the holidays with festive prices.'),
};
