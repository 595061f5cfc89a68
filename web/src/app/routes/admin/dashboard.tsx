import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

/** /admin (admin only). */
export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
