import { ManageProductsScreen } from '@/features/admin-products/components/manage-products-screen';

/** /admin/manage-products (admin only; /admin/products redirects here). */
export default function ManageProductsRoute() {
  return <ManageProductsScreen />;
}
