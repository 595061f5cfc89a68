import { CategoriesScreen } from '@/features/admin-categories/components/categories-screen';

/** /admin/categories (admin only). */
export default function AdminCategoriesRoute() {
  return <CategoriesScreen />;
}
