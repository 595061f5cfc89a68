import { ReportsScreen } from '@/features/admin-reports/components/reports-screen';

/** /admin/reports (admin only): the sales report, overview first. */
export default function AdminReportsRoute() {
  return <ReportsScreen defaultTab="overview" />;
}
