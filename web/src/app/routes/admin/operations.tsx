import { OperationsScreen } from '@/features/admin-operations/components/operations-screen';

/** /admin/operations (admin only): token checks and dead letters. */
export default function OperationsRoute() {
  return <OperationsScreen />;
}
