import type { ReactNode } from 'react';

import { DeliveryPromise } from '@/components/delivery/delivery-options';
import { EtimsInvoiceDetails } from '@/components/etims-invoice';
import { PriceBreakdown } from '@/components/price-breakdown';
import { deliveryTimeLabel, paymentMethodLabel } from '@/config/payment-methods';
import { cx } from '@/lib/class-names';
import { formatDate, formatDateTime } from '@/lib/format';

import { isAwaitingPayment, isCashOnDelivery, isPaid, paymentReferenceLabel } from '@/lib/orders/order-payment';
import { DELIVERY_PROMISE, estimatedDelivery, normalizeStatus } from '@/lib/orders/order-status';
import type { Order } from '@/types/order';
import styles from './order-details.module.css';
import { OrderItems } from './order-items';
import { PaymentStatusBadge } from '@/components/order-status-badge';
import { StatusTimeline } from './status-timeline';
import { OrderRefunds } from './order-refunds';
import { InstalmentPlanPanel } from './instalment-plan-panel';

type OrderDetailsProps = {
  order: Order;
  /** The payment's reference (an M-Pesa receipt), when checkout carried one; else the order's. */
  transactionId?: string;
  /** Shows the order as paid though it does not say so yet (checkout saw the payment succeed). */
  paid?: boolean;
  showTimeline?: boolean;
  /** Shows the customer's email and phone (not on the public tracking page). */
  showContact?: boolean;
};

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cx(styles.panel, className)} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Everything about one order: items, the stored totals, delivery, payment and its progress. */
export function OrderDetails({ order, transactionId, paid: paidNow = false, showTimeline = true, showContact = true }: OrderDetailsProps) {
  const paid = paidNow || isPaid(order);
  const reference = transactionId ?? (paid ? order.payment_reference : '');
  const lastFailure = !paid && !isCashOnDelivery(order) && isAwaitingPayment(order) ? order.payment_failure : '';
  const delivery = estimatedDelivery(order);
  const cancelled = normalizeStatus(order.order_status) === 'cancelled';
  const preferredTime = deliveryTimeLabel(order.preferred_delivery_time);
  return (
    <div className={styles.grid}>
      <Panel title="Items" className={styles.wide}>
        <OrderItems items={order.items} />
      </Panel>

      <Panel title="Order Total">
        <PriceBreakdown
          subtotal={order.subtotal}
          discount={order.discount}
          shippingFee={order.shipping_fee}
          vat={order.vat}
          vatRate={order.vat_rate}
          pricesIncludeVat={order.prices_include_vat}
          codFee={order.cod_fee}
          total={order.total_amount}
          couponCode={order.coupon_code}
        />
      </Panel>

      <Panel title="Payment">
        <dl className={styles.facts}>
          <div>
            <dt>Payment method</dt>
            <dd>{paymentMethodLabel(order.payment_method)}</dd>
          </div>
          <div>
            <dt>Payment status</dt>
            <dd>
              <PaymentStatusBadge order={order} paid={paid} />
            </dd>
          </div>
          {reference && (
            <div>
              <dt>{paymentReferenceLabel(order.payment_method)}</dt>
              <dd data-testid="payment-reference">{reference}</dd>
            </div>
          )}
          {showContact && paid && order.payer && (
            <div>
              <dt>Paid by</dt>
              <dd>{order.payer}</dd>
            </div>
          )}
          {paid && order.paid_at && (
            <div>
              <dt>Paid on</dt>
              <dd>{formatDateTime(order.paid_at)}</dd>
            </div>
          )}
          {lastFailure && (
            <div>
              <dt>Last payment attempt</dt>
              <dd>{lastFailure}</dd>
            </div>
          )}
        </dl>
        {showContact && cancelled && paid && <OrderRefunds orderId={order.id} />}
      </Panel>

      {order.instalment_plan && (
        <Panel title="Lipa Mdogo Mdogo" className={styles.wide}>
          <InstalmentPlanPanel order={order} showPay={showContact} />
        </Panel>
      )}

      {order.etims_invoices.length > 0 && (
        <Panel title="Tax Invoice (KRA eTIMS)">
          <EtimsInvoiceDetails order={order} />
        </Panel>
      )}

      <Panel title="Delivery Address">
        <address className={styles.address}>
          {order.customer_name && <strong>{order.customer_name}</strong>}
          {order.address && <span>{order.address}</span>}
          {showContact && order.phone && <span>{order.phone}</span>}
          {showContact && order.email && <span>{order.email}</span>}
        </address>
        {(preferredTime || order.delivery_instructions) && (
          <dl className={styles.facts}>
            {preferredTime && (
              <div>
                <dt>Preferred delivery time</dt>
                <dd>{preferredTime}</dd>
              </div>
            )}
            {order.delivery_instructions && (
              <div>
                <dt>Special instructions</dt>
                <dd>{order.delivery_instructions}</dd>
              </div>
            )}
          </dl>
        )}
      </Panel>

      {!cancelled && order.delivery ? (
        <Panel title={order.delivery.method === 'pickup' ? 'Pickup' : 'Estimated Delivery'}>
          <DeliveryPromise delivery={order.delivery} />
        </Panel>
      ) : (
        !cancelled &&
        delivery && (
          <Panel title="Estimated Delivery">
            <p className={styles.delivery}>{formatDate(delivery)}</p>
            <p className={styles.muted}>Expect {DELIVERY_PROMISE}; we call you before we come.</p>
          </Panel>
        )
      )}

      {showTimeline && (
        <Panel title="Order Status">
          <StatusTimeline order={order} />
        </Panel>
      )}
    </div>
  );
}
