import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

/**
 * Honest merchandising (issue 24, part 1): the figures every promotional claim is made of,
 * computed by the server from the data at request time (`GET /api/merchandising`). A claim
 * shows only what these figures back; while they load, or when they cannot, it shows nothing.
 */
export type Merchandising = Schemas['MerchandisingJson'];
export type Campaign = Schemas['CampaignJson'];

export const merchandisingKeys = {
  all: ['merchandising'] as const,
};

export function getMerchandising(signal?: AbortSignal): Promise<Merchandising> {
  return getDocumented('/api/merchandising', { signal });
}

export function merchandisingQueryOptions() {
  return queryOptions({
    queryKey: merchandisingKeys.all,
    queryFn: ({ signal }) => getMerchandising(signal),
    // A claim must not outlive its data by long: a campaign ends, a discount changes.
    staleTime: 60 * 1000,
  });
}

export function useMerchandising() {
  return useQuery(merchandisingQueryOptions());
}

/** The page of a campaign: the shop's named sale links have their own path. */
export const NAMED_SALE_PATHS = ['/promotions', '/discounts', '/anniversary-sale', '/black-friday', '/festive-sale'];

export function campaignPath(campaign: Pick<Campaign, 'slug'>): string {
  const named = `/${campaign.slug}`;
  return NAMED_SALE_PATHS.includes(named) ? named : `/sale/${campaign.slug}`;
}

/**
 * 'up to 21% off' when the figure is a discount, else null (no claim). The figure is the
 * server's: whole percent, rounded down, never above the real discount.
 */
export function upToOff(percent: number): string | null {
  return percent > 0 ? `up to ${percent}% off` : null;
}

/** What a campaign takes in words: 'Living Room', 'Sofas' or '3 products'. */
export function campaignScope(campaign: Campaign, categoryName: (slug: string) => string): string {
  if (campaign.category) return categoryName(campaign.category);
  if (campaign.subcategory) return categoryName(campaign.subcategory);
  return `${campaign.products} ${campaign.products === 1 ? 'product' : 'products'}`;
}
