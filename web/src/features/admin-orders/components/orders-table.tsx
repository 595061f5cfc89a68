import { Link } from 'react-router';

import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/data-table/data-table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import type { OrderStatus } from '@/lib/orders/order-status';
import { formatDateTime, formatKsh, formatNumber } from '@/lib/format';

import type { AdminOrder } from '../api/order-types';
import { OrderStatusSelect } from './order-status-select';
import { PaymentStateBadge } from './payment-state-badge';
import styles from './orders-table.module.css';

type OrdersTableProps = {
  orders: AdminOrder[];
  /** Whether the order's status change is on its way. */
  isSaving: (id: string) => boolean;
  onStatusChange: (order: AdminOrder, status: OrderStatus) => void;
  paging: DataTablePaging;
};

/** The number of pieces ordered (the sum of the lines' quantities). */
export function itemCount(order: Pick<AdminOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What the detail screen reads from the router's location state: the row it was opened from. */
export type OrderLinkState = { order: AdminOrder };

export function orderDetailPath(order: Pick<AdminOrder, 'public_id' | 'id'>): string {
  return `/admin/orders/${encodeURIComponent(order.public_id || order.id)}`;
}

/** The server orders the list (newest first) and offers no other order: no column sorts. */
const COLUMNS: DataTableColumn<AdminOrder>[] = [
  { id: 'order', header: 'Order ID', cell: (order) => <span className={styles.orderId}>{order.public_id}</span> },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        <span className={styles.customer}>{order.customer_name || 'Unknown customer'}</span>
        {order.phone && <span className={styles.phone}>{order.phone}</span>}
      </>
    ),
  },
  { id: 'date', header: 'Date', cell: (order) => <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.order_status} /> },
  { id: 'payment', header: 'Payment', cell: (order) => <PaymentStateBadge state={order.payment_state} /> },
  {
    id: 'items',
    header: 'Items',
    cell: (order) => {
      const count = itemCount(order);
      return `${formatNumber(count)} ${count === 1 ? 'item' : 'items'}`;
    },
  },
  { id: 'total', header: 'Total', align: 'end', cell: (order) => formatKsh(order.total_amount) },
];

/**
 * Order ID, Customer (name and phone), Date (Nairobi time), Status and Payment badges, Items, Total, and the
 * actions: the detail link (carrying the order for an instant first view) and the status select.
 */
export function OrdersTable({ orders, isSaving, onStatusChange, paging }: OrdersTableProps) {
  return (
    <DataTable
      caption="Orders"
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.id}
      rowTestId={(order) => `admin-order-${order.public_id}`}
      rowActions={(order) => (
        <>
          <Link
            to={orderDetailPath(order)}
            state={{ order } satisfies OrderLinkState}
            className={styles.view}
            aria-label={`View order ${order.public_id}`}
          >
            View
          </Link>
          <OrderStatusSelect
            label={`Status of order ${order.public_id}`}
            orderNumber={order.public_id}
            hideLabel
            status={order.order_status}
            saving={isSaving(order.id)}
            onChange={(status) => onStatusChange(order, status)}
            className={styles.statusSelect}
          />
        </>
      )}
      paging={paging}
    />
  );
}
