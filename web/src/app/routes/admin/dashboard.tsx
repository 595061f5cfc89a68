import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

/** /admin (admin only). */
export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
