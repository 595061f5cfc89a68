import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** The settings with the coupon campaigns (`GET /api/admin/settings`), also the PUT body. */
export type AdminSettings = Schemas['AdminSettingsJson'];
export type CouponCampaign = Schemas['CouponCampaignJson'];

export const adminSettingsKeys = {
  all: [...adminKeys.all, 'settings'] as const,
};

/** `GET /api/admin/settings` (admin). */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return getDocumented('/api/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => getAdminSettings(signal),
    meta: ADMIN_QUERY_META,
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
