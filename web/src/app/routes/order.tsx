import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ContentPage } from '@/components/content-page';
import { useOrder } from '@/lib/orders/get-order';
import { CancelOrderButton } from '@/features/orders/components/cancel-order-button';
import { DownloadInvoiceButton } from '@/components/download-invoice-button';
import { OrderDetails } from '@/features/orders/components/order-details';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReorderButton } from '@/features/orders/components/reorder-button';
import { isAwaitingPayment, isCashOnDelivery } from '@/lib/orders/order-payment';
import { normalizeStatus } from '@/lib/orders/order-status';
import { LoadError } from '@/components/load-error';
import { formatDateTime } from '@/lib/format';

import styles from './order.module.css';

const ORDER_FAILED_MESSAGE = 'Unable to load order details. Please try again later.';
const ORDER_FAILED_TOAST = 'Failed to load order details';

const TRAIL = [{ label: 'My Orders', to: '/orders' }];

/** /order/:orderId (signed in; the owner or an admin): everything about one order. */
export default function OrderRoute() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const { toast } = useToast();

  // One toast per failed load (an effect can run twice for one failure in development).
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!order.isError || toastedFailure.current === order.errorUpdatedAt) return;
    toastedFailure.current = order.errorUpdatedAt;
    toast({ type: 'error', message: ORDER_FAILED_TOAST });
  }, [order.isError, order.errorUpdatedAt, toast]);

  if (order.isError) {
    return (
      <ContentPage title={`Order ${orderId}`} trail={TRAIL} narrow={false}>
        <LoadError
          title="Error Loading Order"
          message={ORDER_FAILED_MESSAGE}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
          actions={
            <ButtonLink to="/orders" variant="secondary">
              View All Orders
            </ButtonLink>
          }
        />
      </ContentPage>
    );
  }

  if (!order.data) {
    return (
      <ContentPage title={`Order ${orderId}`} trail={TRAIL} narrow={false}>
        <div className={styles.loading} aria-busy="true" aria-label="Loading the order">
          <Skeleton height="160px" />
          <Skeleton height="240px" />
        </div>
      </ContentPage>
    );
  }

  const data = order.data;
  const status = normalizeStatus(data.order_status);
  return (
    <ContentPage
      title={`Order ${data.public_id}`}
      trail={TRAIL}
      narrow={false}
      intro={
        <div className={styles.intro}>
          <span>Placed {formatDateTime(data.created_at)}</span>
          <OrderStatusBadge status={data.order_status} />
        </div>
      }
    >
      {isAwaitingPayment(data) && !isCashOnDelivery(data) && (
        <p className={styles.paymentPending} role="status">
          <strong>Payment Pending.</strong> We have not received the payment for this order yet.
          {data.payment_failure && ` The last attempt failed: ${data.payment_failure.replace(/\.$/, '')}.`}
        </p>
      )}
      <div className={styles.actions}>
        <ButtonLink to="/orders" variant="secondary" size="sm">
          View All Orders
        </ButtonLink>
        <DownloadInvoiceButton order={data} audience="owner" />
        {status === 'pending' && <CancelOrderButton order={data} />}
        {status === 'delivered' && <ReorderButton order={data} />}
      </div>
      <OrderDetails order={data} />
    </ContentPage>
  );
}
