import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

type ActiveCoupons = Schemas['ActiveJson'];

/** `GET /api/coupons/active` -> `{ promoBox }`: whether a coupon campaign is running. */
export function getActiveCoupons(signal?: AbortSignal): Promise<ActiveCoupons> {
  return getDocumented('/api/coupons/active', { signal });
}

export const activeCouponsQueryOptions = () =>
  queryOptions({ queryKey: ['coupons', 'active'], queryFn: ({ signal }) => getActiveCoupons(signal) });

/** True while the promo-code box should be shown; false while loading or when the call fails. */
export function usePromoBoxShown(): boolean {
  return useQuery(activeCouponsQueryOptions()).data?.promoBox === true;
}
