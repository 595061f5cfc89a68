import { useEffect, useRef } from 'react';

import { CartIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { ContentPage } from '@/components/content-page';
import { useUserOrders } from '@/lib/orders/user-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import { LoadError } from '@/components/load-error';

import styles from './orders.module.css';

const ORDERS_FAILED_MESSAGE = 'Failed to load your orders. Please try again.';
const ORDERS_FAILED_TOAST = 'Failed to load orders';
const LOGIN_FOR_ORDERS_MESSAGE = 'Please log in to view your orders';

/** /orders (signed in): the user's orders, newest first (customer-side.md section 2, "Order history"). */
export default function OrdersRoute() {
  const { user } = useAuth();
  const orders = useUserOrders(user?.id);
  const { toast } = useToast();

  // One toast per failed load (an effect can run twice for one failure in development).
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!orders.isError || toastedFailure.current === orders.errorUpdatedAt) return;
    toastedFailure.current = orders.errorUpdatedAt;
    toast({ type: 'error', message: ORDERS_FAILED_TOAST });
  }, [orders.isError, orders.errorUpdatedAt, toast]);

  const intro = (
    <p>
      Follow, cancel or reorder what you bought. <ButtonLink to="/" variant="ghost" size="sm">Continue Shopping</ButtonLink>
    </p>
  );

  if (!user) {
    return (
      <ContentPage title="My Orders">
        <EmptyState
          title={LOGIN_FOR_ORDERS_MESSAGE}
          actions={<ButtonLink to="/login">Sign In</ButtonLink>}
        />
      </ContentPage>
    );
  }

  return (
    <ContentPage title="My Orders" intro={intro}>
      {orders.isPending && orders.fetchStatus !== 'idle' ? (
        <ul className={styles.list} aria-busy="true" aria-label="Loading your orders">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton height="180px" />
            </li>
          ))}
        </ul>
      ) : orders.isError ? (
        <LoadError
          title="Could not load your orders"
          message={ORDERS_FAILED_MESSAGE}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data && orders.data.length > 0 ? (
        <ul className={styles.list} aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<CartIcon size={28} />}
          title="You haven't placed any orders yet"
          description="When you order, you can follow it here, from confirmation to delivery."
          actions={<ButtonLink to="/products">Start Shopping</ButtonLink>}
        />
      )}
    </ContentPage>
  );
}
