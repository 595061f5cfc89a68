import { useMutation, useQueryClient } from '@tanstack/react-query';

import { putDocumented } from '@/lib/api-contract';
import { shopSettingsKeys } from '@/lib/shop-settings';

import { adminSettingsKeys, type AdminSettings } from './get-settings';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';
export const SETTINGS_FAILED_MESSAGE = 'Failed to save settings';

/** `PUT /api/admin/settings` (admin): the whole settings; answers them as saved. */
export function saveSettings(body: AdminSettings): Promise<AdminSettings> {
  return putDocumented('/api/admin/settings', { body });
}

/**
 * Saves the settings. On success the admin's copy becomes the answer and the shop's settings
 * (`useShopSettings`) and every quote are fetched again, so this browser shows the new fees at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKeys.all, saved);
      void queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['quote'] });
      void queryClient.invalidateQueries({ queryKey: ['coupons', 'active'] });
    },
  });
}
