import { Link } from 'react-router';

import { CartIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatKsh } from '@/lib/format';

import { useUserOrders } from '@/lib/orders/user-orders';
import styles from './account-orders.module.css';
import { itemsSummary } from './order-items';
import { OrderStatusBadge } from '@/components/order-status-badge';

const RECENT_ORDERS = 5;

/** The account page's Orders tab: the latest orders, each linking to its page, and the way to all of them. */
export function AccountOrders({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);

  if (orders.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading your orders">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height="72px" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div className={styles.error}>
        <p role="alert">Failed to load your orders. Please try again.</p>
        <Button size="sm" variant="secondary" onClick={() => void orders.refetch()} loading={orders.isFetching} loadingLabel="Retrying">
          Try Again
        </Button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={<CartIcon size={28} />}
        title="No orders yet"
        description="When you place an order, you can follow it here and on My Orders."
        actions={<ButtonLink to="/products">Browse Products</ButtonLink>}
      />
    );
  }

  return (
    <section aria-labelledby="account-orders-heading">
      <div className={styles.head}>
        <h2 id="account-orders-heading" className={styles.heading}>
          Recent orders
        </h2>
        <ButtonLink to="/orders" variant="secondary" size="sm">
          View My Orders
        </ButtonLink>
      </div>
      <ul className={styles.list}>
        {orders.data.slice(0, RECENT_ORDERS).map((order) => (
          <li key={order.id} className={styles.item}>
            <div className={styles.body}>
              <Link to={`/order/${order.public_id}`} className={styles.number}>
                Order {order.public_id}
              </Link>
              <p className={styles.meta}>
                {formatDate(order.created_at)} · {itemsSummary(order.items)}
              </p>
            </div>
            <OrderStatusBadge status={order.order_status} />
            <p className={styles.total}>{formatKsh(order.total_amount)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
