import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { shopSettingsKeys } from '@/lib/shop-settings';
import { getDocumented, putDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** The settings with the coupon campaigns (`GET /api/admin/settings`), also the PUT body. */
export type AdminSettings = Schemas['AdminSettingsJson'];
export type CouponCampaign = Schemas['CouponCampaignJson'];

export const adminSettingsKeys = {
  all: [...adminKeys.all, 'settings'] as const,
};

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';
export const SETTINGS_FAILED_MESSAGE = 'Failed to save settings';

/** `GET /api/admin/settings` (admin). */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => getDocumented('/api/admin/settings', { signal }),
    meta: ADMIN_QUERY_META,
  });
}

/**
 * `PUT /api/admin/settings` (admin): the whole settings. On success the admin's copy becomes the
 * answer and the shop's settings (`useShopSettings`) and every quote are fetched again, so this
 * browser shows the new fees at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettings) => putDocumented('/api/admin/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKeys.all, saved);
      void queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['quote'] });
      void queryClient.invalidateQueries({ queryKey: ['coupons', 'active'] });
    },
  });
}
