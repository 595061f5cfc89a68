import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

type ActiveCoupons = { promoBox: boolean };

/** `GET /api/coupons/active` -> `{ promoBox }`: whether a coupon campaign is running. */
export async function getActiveCoupons(signal?: AbortSignal): Promise<ActiveCoupons> {
  const answer = await api.get<Partial<ActiveCoupons> | undefined>('/api/coupons/active', { signal });
  return { promoBox: answer?.promoBox === true };
}

export const activeCouponsQueryOptions = () =>
  queryOptions({ queryKey: ['coupons', 'active'], queryFn: ({ signal }) => getActiveCoupons(signal) });

/** True while the promo-code box should be shown; false while loading or when the call fails. */
export function usePromoBoxShown(): boolean {
  return useQuery(activeCouponsQueryOptions()).data?.promoBox === true;
}
