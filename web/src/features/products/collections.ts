import type { Merchandising } from '@/lib/merchandising/merchandising';
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

/** /featured: the products an admin marked featured. */
export const FEATURED: Collection = {
  title: 'Featured Products',
  intro: 'Pieces our team has chosen to feature.',
  fixed: { featured: true },
  defaultSort: 'newest',
};

/**
 * A listing made by a rule on the server (issue 24, part 1): `slug` names it to
 * `GET /api/collections/{slug}`; its intro says the rule (with the server's windows) and its
 * empty page says that nothing meets it, never showing everything instead.
 */
export type RuleListing = {
  slug: string;
  title: string;
  intro: (figures: Merchandising | undefined) => string;
  empty: string;
  /** A campaign's page: its running campaign's name, figure and end replace the intro. */
  campaign?: boolean;
};

function days(value: number | undefined, fallback: string): string {
  return value === undefined ? fallback : `${value} days`;
}

function campaignPage(slug: string, title: string): RuleListing {
  return {
    slug,
    title,
    intro: () => `Our ${title} campaign's prices, when it runs.`,
    empty: `No ${title} running right now.`,
    campaign: true,
  };
}

export const RULE_LISTINGS: Record<string, RuleListing> = {
  '/new-arrivals': {
    slug: 'new-arrivals',
    title: 'New Arrivals',
    intro: (m) => `Pieces added to our catalogue in the last ${days(m?.newArrivalDays, 'few weeks')}, newest first.`,
    empty: 'Nothing new has been added lately.',
  },
  '/best-sellers': {
    slug: 'best-sellers',
    title: 'Best Sellers',
    intro: () => 'The pieces with the most units sold in paid orders over the last 30 days, most sold first.',
    empty: 'No sales in the last 30 days to rank yet.',
  },
  '/flash-sales': {
    slug: 'flash-sales',
    title: 'Flash Sales',
    intro: () => 'The pieces of the campaigns running now, at their campaign price until each campaign ends.',
    empty: 'No flash sales running right now.',
  },
  '/clearance': {
    slug: 'clearance',
    title: 'Clearance',
    intro: (m) => `Pieces we have held in stock for over ${days(m?.clearanceDays, 'a year')}, longest-held first.`,
    empty: 'No clearance stock right now.',
  },
  '/offers': {
    slug: 'offers',
    title: 'Special Offers',
    intro: () => 'Every piece priced below its usual price right now, deepest discount first.',
    empty: 'No offers running right now.',
  },
  '/promotions': campaignPage('promotions', 'Promotions'),
  '/discounts': campaignPage('discounts', 'Discounts'),
  '/anniversary-sale': campaignPage('anniversary-sale', 'Anniversary Sale'),
  '/black-friday': campaignPage('black-friday', 'Black Friday Deals'),
  '/festive-sale': campaignPage('festive-sale', 'Festive Season Sale'),
};

/** The page of any campaign: /sale/{slug}. */
export function saleListing(slug: string): RuleListing {
  return { ...campaignPage(slug, 'Sale'), intro: () => 'A campaign of ours, when it runs.', empty: 'This sale is not running right now.' };
}
