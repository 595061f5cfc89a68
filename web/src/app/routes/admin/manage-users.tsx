import { ManageUsersScreen } from '@/features/admin-users/components/manage-users-screen';

/** /admin/manage-users (admin only; /admin/users redirects here). */
export default function ManageUsersRoute() {
  return <ManageUsersScreen />;
}
