import { SettingsScreen } from '@/features/admin-settings/components/settings-screen';

/** /admin/settings (admin only). */
export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
