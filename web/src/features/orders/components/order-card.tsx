import { useId, useState } from 'react';
import { Link } from 'react-router';

import { ButtonLink, Button } from '@/components/ui/button';
import { formatDate, formatKsh } from '@/lib/format';

import { isPaid, paymentReferenceLabel } from '@/lib/orders/order-payment';
import { normalizeStatus } from '@/lib/orders/order-status';
import type { Order } from '@/types/order';
import { CancelOrderButton } from './cancel-order-button';
import styles from './order-card.module.css';
import { itemsSummary } from './order-items';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { ReorderButton } from './reorder-button';
import { StatusTimeline } from './status-timeline';

/**
 * One order in My Orders: number (linking to its page), date, items, total, status and payment
 * status, with Cancel Order (pending), Reorder (delivered) and Track Package (shipped).
 */
export function OrderCard({ order }: { order: Order }) {
  const status = normalizeStatus(order.order_status);
  const [tracking, setTracking] = useState(false);
  const panelId = useId();
  const href = `/order/${order.public_id}`;

  return (
    <article className={styles.card} data-testid={`order-${order.public_id}`} aria-labelledby={`${panelId}-title`}>
      <header className={styles.head}>
        <div>
          <h2 id={`${panelId}-title`} className={styles.number}>
            <Link to={href}>Order {order.public_id}</Link>
          </h2>
          <p className={styles.meta}>Placed {formatDate(order.created_at)}</p>
        </div>
        <OrderStatusBadge status={order.order_status} />
      </header>

      <div className={styles.body}>
        <p className={styles.items}>{itemsSummary(order.items)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Total</dt>
            <dd className={styles.total}>{formatKsh(order.total_amount)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              <PaymentStatusBadge order={order} />
            </dd>
          </div>
          {isPaid(order) && order.payment_reference && (
            <div>
              <dt>{paymentReferenceLabel(order.payment_method)}</dt>
              <dd className={styles.reference}>{order.payment_reference}</dd>
            </div>
          )}
        </dl>
      </div>

      <div className={styles.actions}>
        <ButtonLink to={href} variant="secondary" size="sm">
          View Details<span className="visually-hidden"> of order {order.public_id}</span>
        </ButtonLink>
        {status === 'shipped' && (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={tracking}
            aria-controls={`${panelId}-tracking`}
            onClick={() => setTracking((open) => !open)}
          >
            Track Package
          </Button>
        )}
        {status === 'delivered' && <ReorderButton order={order} />}
        {status === 'pending' && <CancelOrderButton order={order} />}
      </div>

      {status === 'shipped' && (
        <div id={`${panelId}-tracking`} hidden={!tracking} className={styles.tracking}>
          <h3 className={styles.trackingTitle}>Package tracking</h3>
          <StatusTimeline order={order} />
        </div>
      )}
    </article>
  );
}
