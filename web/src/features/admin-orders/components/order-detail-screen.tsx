import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { EtimsInvoiceDetails } from '@/components/etims-invoice';
import { AlertIcon, SearchIcon } from '@/components/icons';
import { PriceBreakdown } from '@/components/price-breakdown';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { deliveryTimeLabel, paymentMethodLabel } from '@/config/payment-methods';
import { useAuth } from '@/lib/auth/auth-provider';
import { DownloadInvoiceButton } from '@/components/download-invoice-button';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { isPaid, paymentReferenceLabel } from '@/lib/orders/order-payment';
import { estimatedDelivery, normalizeStatus, statusLabel } from '@/lib/orders/order-status';
import { ProductImage } from '@/components/product-image';
import { formatDate, formatDateTime, formatKsh, formatNumber } from '@/lib/format';
import { useShopSettings } from '@/lib/shop-settings';

import { describeAdminError } from '@/lib/admin/admin-error';
import { AdminPage } from '@/components/admin/admin-page';
import type { AdminOrder } from '../api/order-types';
import styles from './order-detail-screen.module.css';
import { CodCollection } from './cod-collection';
import { AdminInstalmentPlan } from './admin-instalment-plan';
import { OrderRefund } from './order-refund';
import { PaymentStateBadge } from './payment-state-badge';
import { OrderStatusSelect } from './order-status-select';
import { itemCount } from './orders-table';
import { POPUP_BLOCKED_MESSAGE, printOrder } from '../print-order';
import { useOrderDelete, useOrderStatusChange } from '../hooks/use-order-actions';
import {
  INVALID_ORDER_ID_MESSAGE,
  isNotFound,
  isTimeout,
  isValidOrderId,
  LOAD_CANCELLED_MESSAGE,
  LOAD_FAILED_TOAST,
  LOAD_TIMEOUT_MESSAGE,
  loadFailedMessage,
  orderFromLocationState,
  useOrderDetail,
} from '../hooks/use-order-detail';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this order? This action cannot be undone.';
export const EDIT_ORDER_NOTE = 'Editing an order is not available yet. Change its status here, or cancel it and place a new one.';

const ORDERS_PATH = '/admin/orders';

function BackToOrders({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  return (
    <ButtonLink to={ORDERS_PATH} variant={variant}>
      Back to Orders
    </ButtonLink>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A screen with nothing but a message and the ways out (loading failed, not found, bad id). */
function Message({ title, message, icon, actions }: { title: string; message: string; icon: ReactNode; actions: ReactNode }) {
  return (
    <AdminPage title="Order Details">
      <div className={styles.message}>
        <EmptyState icon={icon} title={title} description={<p role="alert">{message}</p>} actions={actions} />
      </div>
    </AdminPage>
  );
}

/**
 * /admin/orders/{orderId} (admin-side.md section 2, "Order detail"): every state of the spec
 * (loading with Cancel Loading, the 15 s time-out, failure with Try Again and Back to Orders,
 * 'Order Not Found', a bad id), then the order: its lines and stored totals, the customer and
 * delivery, the status with its history and Update Status, the payment, Print, Edit and Delete.
 */
export function OrderDetailScreen({ orderId }: { orderId: string | undefined }) {
  const valid = isValidOrderId(orderId);
  const id = valid ? orderId.trim() : '';
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useAuth();
  const { toast } = useToast();
  // The print view's header: the shop's contact as the business settings hold it.
  const shopContact = useShopSettings().data?.contact;
  const { remove, deleting, deleted } = useOrderDelete();
  const initial = valid ? orderFromLocationState(location.state, id) : undefined;
  const { query, stop, cancel, retry, attempt } = useOrderDetail(id, { initial, enabled: valid && !deleted && !deleting });

  // One toast per failed attempt, the time-out included (a cancel is the admin's own doing; a
  // missing order has its own screen).
  const failed = stop === 'timeout' || (query.isError && !isNotFound(query.error));
  const toastedAttempt = useRef(-1);
  useEffect(() => {
    if (!failed || toastedAttempt.current === attempt) return;
    toastedAttempt.current = attempt;
    toast({ type: 'error', message: LOAD_FAILED_TOAST });
  }, [failed, attempt, toast]);

  if (!valid) {
    return (
      <Message title="Invalid Order" icon={<AlertIcon size={32} />} message={INVALID_ORDER_ID_MESSAGE} actions={<BackToOrders />} />
    );
  }

  const order = query.data;
  if (isNotFound(query.error)) {
    return (
      <Message
        title="Order Not Found"
        icon={<SearchIcon size={32} />}
        message={`No order matches ${id}. It may have been deleted.`}
        actions={<BackToOrders />}
      />
    );
  }

  if (!order) {
    const failure =
      stop === 'cancelled'
        ? LOAD_CANCELLED_MESSAGE
        : stop === 'timeout' || isTimeout(query.error)
          ? LOAD_TIMEOUT_MESSAGE
          : query.isError
            ? loadFailedMessage(describeAdminError(query.error, Boolean(token)).message)
            : null;
    if (failure) {
      return (
        <Message
          title={stop === 'cancelled' ? 'Loading Cancelled' : 'Could not load the order'}
          icon={<AlertIcon size={32} />}
          message={failure}
          actions={
            <>
              <Button onClick={retry}>Try Again</Button>
              <BackToOrders />
            </>
          }
        />
      );
    }
    return (
      <AdminPage title="Order Details">
        <div className={styles.loading} aria-busy="true">
          <Spinner size="lg" label="Loading order details" />
          <p aria-hidden="true">Loading order details...</p>
          <Button variant="secondary" onClick={cancel}>
            Cancel Loading
          </Button>
        </div>
      </AdminPage>
    );
  }

  return (
    <OrderView
      order={order}
      refreshing={query.isFetching}
      refreshFailure={query.isError ? loadFailedMessage(describeAdminError(query.error, Boolean(token)).message) : null}
      onRetry={retry}
      deleting={deleting}
      onDelete={(target, done) =>
        remove(target, {
          onDeleted: () => void navigate(ORDERS_PATH, { replace: true }),
          onSettled: done,
        })
      }
      onPrint={(target) => {
        if (!printOrder(target, window, shopContact)) toast({ type: 'error', message: POPUP_BLOCKED_MESSAGE });
      }}
    />
  );
}

type OrderViewProps = {
  order: AdminOrder;
  refreshing: boolean;
  /** The server's copy could not be fetched: what shows may be the list's older copy. */
  refreshFailure: string | null;
  onRetry: () => void;
  deleting: boolean;
  onDelete: (order: AdminOrder, done: () => void) => void;
  onPrint: (order: AdminOrder) => void;
};

function OrderView({ order, refreshing, refreshFailure, onRetry, deleting, onDelete, onPrint }: OrderViewProps) {
  const { change, isSaving } = useOrderStatusChange();
  const [confirming, setConfirming] = useState(false);
  const editNoteId = useId();
  const paid = isPaid(order);
  const count = itemCount(order);
  const status = normalizeStatus(order.order_status);
  const delivery = estimatedDelivery({ estimated_delivery: order.estimated_delivery ?? '', created_at: order.created_at });
  const preferredTime = deliveryTimeLabel(order.preferred_delivery_time);
  const history = [...order.status_history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  return (
    <AdminPage
      title={`Order ${order.public_id}`}
      badge={<OrderStatusBadge status={order.order_status} />}
      meta={
        <p>
          Placed {formatDateTime(order.created_at)} · {formatNumber(count)} {count === 1 ? 'item' : 'items'} ·{' '}
          {formatKsh(order.total_amount)}
          {refreshing && <Spinner size="sm" label="Refreshing the order" className={styles.refreshing} />}
        </p>
      }
      actions={
        <>
          <BackToOrders variant="ghost" />
          <Button variant="secondary" onClick={() => onPrint(order)}>
            Print Order
          </Button>
          <DownloadInvoiceButton order={order} audience="admin" size="md" />
          <Button
            variant="secondary"
            aria-disabled="true"
            aria-describedby={editNoteId}
            title={EDIT_ORDER_NOTE}
            className={styles.unavailable}
            onClick={(event) => event.preventDefault()}
          >
            Edit Order
          </Button>
          <span id={editNoteId} className="visually-hidden">
            {EDIT_ORDER_NOTE}
          </span>
        </>
      }
    >
      {refreshFailure && (
        <div className={styles.warning} role="alert">
          <p>{refreshFailure}. The details below may be out of date.</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}

      <div className={styles.grid}>
        <div className={styles.main}>
          <Panel title="Items">
            <ul className={styles.items} aria-label="Order items">
              {order.items.map((item, index) => (
                <li key={`${item.product_id}-${index}`} className={styles.item}>
                  <ProductImage src={item.image || undefined} alt="" className={styles.image} loading="lazy" width={72} height={72} />
                  <div className={styles.itemBody}>
                    <p className={styles.itemName}>
                      <Link to={`/product/${item.product_id}`}>{item.product_name || item.name}</Link>
                    </p>
                    {item.category && <p className={styles.muted}>{item.category}</p>}
                    <p className={styles.muted}>
                      {item.quantity} × {formatKsh(item.price)}
                    </p>
                  </div>
                  <p className={styles.lineTotal}>{formatKsh(item.line_total)}</p>
                </li>
              ))}
            </ul>
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
              className={styles.totals}
            />
          </Panel>

          <div className={styles.pair}>
            <Panel title="Customer Information">
              <dl className={styles.facts}>
                <Fact label="Name">{order.customer_name || 'Not given'}</Fact>
                <Fact label="Phone">{order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : 'Not given'}</Fact>
                <Fact label="Email">{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : 'Not given'}</Fact>
              </dl>
            </Panel>

            <Panel title="Shipping Address">
              <address className={styles.address}>
                {order.street || order.city || order.county || order.postal_code ? (
                  <>
                    {order.street && <span>{order.street}</span>}
                    {order.city && <span>{order.city}</span>}
                    {order.county && <span>{order.county} County</span>}
                    {order.postal_code && <span>{order.postal_code}</span>}
                  </>
                ) : (
                  <span>{order.address || 'Not given'}</span>
                )}
              </address>
              <dl className={styles.facts}>
                <Fact label="Delivery instructions">{order.delivery_instructions || 'None'}</Fact>
                <Fact label="Preferred delivery time">{preferredTime || 'Any time'}</Fact>
                {status !== 'cancelled' && delivery && <Fact label="Estimated delivery">{formatDate(delivery)}</Fact>}
              </dl>
            </Panel>
          </div>
        </div>

        <div className={styles.side}>
          <Panel title="Order Status">
            <div className={styles.statusNow}>
              <span className={styles.muted}>Current status</span>
              <OrderStatusBadge status={order.order_status} />
            </div>
            <OrderStatusSelect
              label="Update Status"
              orderNumber={order.public_id}
              status={order.order_status}
              saving={isSaving(order.id)}
              onChange={(next) => change(order, next)}
            />
            <AdminInstalmentPlan order={order} />
            {history.length > 0 && (
              <div>
                <h3 className={styles.subheading}>Status history</h3>
                <ol className={styles.history} aria-label="Status history">
                  {history.map((entry, index) => (
                    <li key={`${entry.status}-${entry.at}-${index}`}>
                      <span className={styles.historyStatus}>{statusLabel(entry.status)}</span>
                      <time dateTime={entry.at} className={styles.muted}>
                        {formatDateTime(entry.at)}
                      </time>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </Panel>

          <Panel title="Payment">
            <dl className={styles.facts}>
              <Fact label="Method">{paymentMethodLabel(order.payment_method)}</Fact>
              <Fact label="Status">
                <PaymentStatusBadge order={order} />
              </Fact>
              {order.payment_reference && (
                <Fact label={paymentReferenceLabel(order.payment_method)} testId="payment-reference">
                  {order.payment_reference}
                </Fact>
              )}
              {order.payer && <Fact label="Paid by">{order.payer}</Fact>}
              {paid && order.paid_at && <Fact label="Paid on">{formatDateTime(order.paid_at)}</Fact>}
              {!paid && order.payment_failure && <Fact label="Last failed attempt">{order.payment_failure}</Fact>}
              <Fact label="Failed attempts" testId="failed-attempts">
                {formatNumber(order.payment_failed_attempts)}
              </Fact>
              <Fact label="Amount">{formatKsh(order.total_amount)}</Fact>
              <Fact label="Payment state" testId="order-payment-state">
                <PaymentStateBadge state={order.payment_state} />
              </Fact>
              {order.cod_collected_at && (
                <Fact label="Cash collected on" testId="cod-collected-at">
                  {formatDateTime(order.cod_collected_at)}
                </Fact>
              )}
              {order.refunded > 0 && <Fact label="Refunded">{formatKsh(order.refunded)}</Fact>}
            </dl>
            <CodCollection order={order} />
            <OrderRefund order={order} />
          </Panel>
        </div>
      </div>

      {order.etims_invoices.length > 0 && (
        <Panel title="Tax Invoice (KRA eTIMS)">
          <EtimsInvoiceDetails order={order} />
        </Panel>
      )}

      {/* Delete stays away from Print and the other everyday actions (issue 23, part 6). */}
      <section className={styles.dangerZone} aria-labelledby="danger-zone-heading">
        <div>
          <h2 id="danger-zone-heading" className={styles.dangerTitle}>
            Delete this order
          </h2>
          <p className={styles.muted}>Removes the order for good. Pending and processing orders give their stock back.</p>
        </div>
        <Button variant="danger" onClick={() => setConfirming(true)} loading={deleting} loadingLabel="Deleting">
          Delete Order
        </Button>
      </section>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete order"
        size="sm"
        description={DELETE_CONFIRMATION}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              loadingLabel="Deleting"
              onClick={() => onDelete(order, () => setConfirming(false))}
            >
              Delete Order
            </Button>
          </>
        }
      />
    </AdminPage>
  );
}
