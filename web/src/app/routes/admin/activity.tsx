import { ActivityScreen } from '@/features/admin-activity/components/activity-screen';

/** /admin/activity (admin only). */
export default function AdminActivityRoute() {
  return <ActivityScreen />;
}
