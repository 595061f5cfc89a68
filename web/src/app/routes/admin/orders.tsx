import { OrdersScreen } from '@/features/admin/orders/orders-screen';

/** /admin/orders (admin only). */
export default function AdminOrdersRoute() {
  return <OrdersScreen />;
}
