import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';

import { AlertIcon, CheckIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paymentMethodLabel } from '@/config/payment-methods';
import { PAID_ORDER_REFRESH_MS, PAID_ORDER_REFRESHES } from '@/config/payments';
import { SHOP } from '@/config/shop';
import { orderQueryOptions } from '@/lib/orders/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import { isAwaitingPayment, isPaid, paymentReferenceLabel, paymentStatusView } from '@/lib/orders/order-payment';
import { DELIVERY_PROMISE, estimatedDelivery } from '@/lib/orders/order-status';
import { readConfirmationState } from '@/types/order';
import { cx } from '@/lib/class-names';
import { formatDate, formatDateTime, formatKsh } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';

import styles from './order-confirmation.module.css';

/** customer-side.md section 8, "Checkout": an online payment went through but its order cannot be shown. */
export const PAID_ORDER_MISSING_MESSAGE = 'Payment successful but order creation failed. Please contact support.';

/** The heading while the order is read: nothing is confirmed before the server says so. */
export const LOADING_TITLE = 'Your Order';
export const NOT_FOUND_TITLE = 'Order Not Found';

/**
 * The server has no such order for this shopper: 404 for an unknown number, 403 for another
 * customer's (shown the same, so the page does not tell whether someone else's order exists).
 */
function isNotTheirs(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/**
 * /order-confirmation/:orderId (signed in): the order just placed and paid (or placed, for cash
 * on delivery), its payment, and what happens next. Checkout carries the payment method, the
 * payment's reference and the total; the order may show the payment a moment after checkout saw
 * it succeed, so it is read again until it does. Nothing says "Order Confirmed" until the server
 * has answered with this shopper's order: an unknown number or another customer's order shows
 * the not-found state, and an unpaid online order says Payment Pending.
 */
export default function OrderConfirmationRoute() {
  const { orderId = '' } = useParams();
  const carried = readConfirmationState(useLocation().state);
  const paidAtCheckout = carried.paymentStatus === 'Paid';
  const order = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      paidAtCheckout && query.state.data && !isPaid(query.state.data) && query.state.dataUpdateCount < PAID_ORDER_REFRESHES
        ? PAID_ORDER_REFRESH_MS
        : false,
  });
  const data = order.data;
  const paid = paidAtCheckout || isPaid(data);
  // Until the order shows the payment, the method it was paid with is the one checkout used.
  const paymentMethod = (paidAtCheckout && !isPaid(data) ? carried.paymentMethod : data?.payment_method) || carried.paymentMethod || '';
  const shown = data ? { ...data, payment_method: paymentMethod || data.payment_method } : undefined;
  const total = data?.total_amount ?? carried.total;
  const cashOnDelivery = paymentMethod === 'cod';
  const reference = carried.transactionId ?? (paid ? data?.payment_reference : '') ?? '';
  const awaitingPayment = !paid && !cashOnDelivery && data !== undefined && isAwaitingPayment(data);
  const status = paymentMethod ? paymentStatusView({ payment_method: paymentMethod, payment_status: paid ? 'Paid' : 'Pending', order_status: data?.order_status ?? 'pending' }) : null;
  const notFound = !paidAtCheckout && isNotTheirs(order.error);
  const title = notFound
    ? NOT_FOUND_TITLE
    : data === undefined
      ? order.isError && paidAtCheckout
        ? 'Payment Successful'
        : LOADING_TITLE
      : awaitingPayment
        ? 'Payment Pending'
        : 'Order Confirmed';
  usePageTitle(title);

  if (notFound) {
    return (
      <div className={`container ${styles.page}`}>
        <EmptyState
          headingLevel="h1"
          icon={<AlertIcon size={32} />}
          title={NOT_FOUND_TITLE}
          description={
            <p data-testid="order-not-found">
              We can&apos;t find an order numbered {orderId} in your account. Check the number in your confirmation email or SMS,
              or find your orders under My Orders.
            </p>
          }
          actions={
            <>
              <ButtonLink to="/orders">View Order History</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Continue Shopping
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  const confirmed = data !== undefined && !awaitingPayment;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        {(confirmed || awaitingPayment) && (
          <span className={cx(styles.tick, awaitingPayment && styles.waiting)} aria-hidden="true">
            {awaitingPayment ? <AlertIcon size={32} /> : <CheckIcon size={32} />}
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {!data
            ? paidAtCheckout
              ? 'Your payment was received.'
              : 'Loading your order…'
            : awaitingPayment
            ? 'Your order is placed, but we have not received its payment yet. It is confirmed as soon as the payment arrives.'
            : paid
              ? 'Thank you for shopping with us! Your payment was received and your order is confirmed. We will call you to arrange delivery.'
              : 'Thank you for shopping with us! We have received your order and will call you to arrange delivery.'}
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
          {status && (
            <div>
              <dt>Payment status</dt>
              <dd data-testid="confirmation-payment-status">{status.note ? `${status.label} — ${status.note}` : status.label}</dd>
            </div>
          )}
          {reference && (
            <div>
              <dt>{paymentReferenceLabel(paymentMethod)}</dt>
              <dd data-testid="transaction-id">{reference}</dd>
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

      {shown ? (
        <OrderDetails order={shown} transactionId={carried.transactionId} paid={paid} showTimeline={false} />
      ) : order.isError ? (
        <div className={styles.error} role="alert">
          {paidAtCheckout ? (
            <p>
              {PAID_ORDER_MISSING_MESSAGE} Call {SHOP.phones.support.display} or write to {SHOP.emails.support}
              {reference ? `, quoting ${paymentReferenceLabel(paymentMethod).toLowerCase()} ${reference}` : ''} and order {orderId}.
            </p>
          ) : (
            <p>We couldn&apos;t load this order just now. Please try again in a moment.</p>
          )}
          <Button variant="secondary" size="sm" onClick={() => void order.refetch()} loading={order.isFetching} loadingLabel="Retrying">
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the order">
          <Skeleton height="200px" />
        </div>
      )}

      {(data || paidAtCheckout) && (
        <section className={styles.next} aria-labelledby="whats-next-heading">
          <h2 id="whats-next-heading">What&apos;s Next</h2>
          <ol className={styles.steps}>
            <li>
              <strong>We keep you posted.</strong> We email you and text your phone{' '}
              {cashOnDelivery || paid
                ? 'when your order ships and when it is delivered.'
                : 'when your payment arrives, when your order ships and when it is delivered.'}
            </li>
            <li>
              {shown?.delivery?.method === 'pickup' ? (
                <>
                  <strong>Collect it.</strong> Your order waits at the pickup point shown below from the date given; bring
                  the order number.
                </>
              ) : shown?.delivery ? (
                <>
                  <strong>We deliver.</strong> On the dates shown below: the promise made when you ordered.
                </>
              ) : (
                <>
                  <strong>We deliver.</strong> Expect {DELIVERY_PROMISE}.
                </>
              )}
            </li>
            <li>
              <strong>{cashOnDelivery ? 'Pay on delivery.' : 'Follow your order.'}</strong>{' '}
              {cashOnDelivery
                ? 'Have the total ready in cash or M-Pesa when your furniture arrives.'
                : 'Its status is always up to date under My Orders.'}
            </li>
          </ol>
        </section>
      )}

      <div className={styles.actions}>
        <ButtonLink to="/orders">View Order History</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  );
}
