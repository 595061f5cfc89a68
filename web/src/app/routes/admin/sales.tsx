import { ReportsScreen } from '@/features/admin-reports/components/reports-screen';

/** /admin/sales (admin only): the same report, its Sales tab first. */
export default function AdminSalesRoute() {
  return <ReportsScreen defaultTab="sales" />;
}
