import { useLocation, useParams } from 'react-router';

import { CheckIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paymentMethodLabel } from '@/config/payment-methods';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import { DELIVERY_PROMISE, estimatedDelivery } from '@/features/orders/order-status';
import { readConfirmationState } from '@/features/orders/types';
import { formatDate, formatDateTime, formatKsh } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';

import styles from './order-confirmation.module.css';

/** /order-confirmation/:orderId (signed in): the order just placed, and what happens next. */
export default function OrderConfirmationRoute() {
  usePageTitle('Order Confirmed');
  const { orderId = '' } = useParams();
  const carried = readConfirmationState(useLocation().state);
  const order = useOrder(orderId);
  const data = order.data;
  const paymentMethod = data?.payment_method || carried.paymentMethod;
  const total = data?.total_amount ?? carried.total;
  const cashOnDelivery = paymentMethod === 'cod';

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <h1 className={styles.title}>Order Confirmed</h1>
        <p className={styles.lead}>
          Thank you for shopping with us! We have received your order and will call you to arrange delivery.
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Order number</dt>
            <dd data-testid="order-number">{data?.public_id ?? orderId}</dd>
          </div>
          {data?.created_at && (
            <div>
              <dt>Date</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </div>
          )}
          {paymentMethod && (
            <div>
              <dt>Payment method</dt>
              <dd>{paymentMethodLabel(paymentMethod)}</dd>
            </div>
          )}
          {total !== undefined && (
            <div>
              <dt>Total</dt>
              <dd>{formatKsh(total)}</dd>
            </div>
          )}
          {data && estimatedDelivery(data) && (
            <div>
              <dt>Estimated delivery</dt>
              <dd>{formatDate(estimatedDelivery(data))}</dd>
            </div>
          )}
        </dl>
      </header>

      {data ? (
        <OrderDetails order={data} transactionId={carried.transactionId} showTimeline={false} />
      ) : order.isError ? (
        <div className={styles.error} role="alert">
          <p>We couldn&apos;t load the details of this order just now. Your order is safe.</p>
          <Button variant="secondary" size="sm" onClick={() => void order.refetch()} loading={order.isFetching} loadingLabel="Retrying">
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the order">
          <Skeleton height="200px" />
        </div>
      )}

      <section className={styles.next} aria-labelledby="whats-next-heading">
        <h2 id="whats-next-heading">What&apos;s Next</h2>
        <ol className={styles.steps}>
          <li>
            <strong>We confirm your order.</strong> You get a call or SMS from our team to agree a delivery day.
          </li>
          <li>
            <strong>We deliver.</strong> Expect {DELIVERY_PROMISE}; within Nairobi it is often sooner.
          </li>
          <li>
            <strong>{cashOnDelivery ? 'Pay on delivery.' : 'Follow your order.'}</strong>{' '}
            {cashOnDelivery
              ? 'Have the total ready in cash or M-Pesa when your furniture arrives.'
              : 'Its status is always up to date under My Orders.'}
          </li>
        </ol>
      </section>

      <div className={styles.actions}>
        <ButtonLink to="/orders">View Order History</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
