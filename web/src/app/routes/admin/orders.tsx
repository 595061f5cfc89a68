import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';

/** /admin/orders (admin only). */
export default function AdminOrdersRoute() {
  return <OrdersScreen />;
}
