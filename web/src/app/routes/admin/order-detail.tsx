import { useParams } from 'react-router';

import { OrderDetailScreen } from '@/features/admin-orders/components/order-detail-screen';

/** /admin/orders/:orderId (admin only); a new order id starts the screen afresh. */
export default function AdminOrderDetailRoute() {
  const { orderId } = useParams();
  return <OrderDetailScreen key={orderId} orderId={orderId} />;
}
