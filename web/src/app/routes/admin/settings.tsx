import { SettingsScreen } from '@/features/admin/settings/settings-screen';

/** /admin/settings (admin only). */
export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
