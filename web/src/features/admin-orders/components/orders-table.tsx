import { Link } from 'react-router';

import { OrderStatusBadge } from '@/components/order-status-badge';
import type { OrderStatus } from '@/lib/orders/order-status';
import { formatDateTime, formatKsh, formatNumber } from '@/lib/format';

import type { AdminOrder } from '../api/order-types';
import { OrderStatusSelect } from './order-status-select';
import styles from './orders-table.module.css';

type OrdersTableProps = {
  orders: AdminOrder[];
  /** Whether the order's status change is on its way. */
  isSaving: (id: string) => boolean;
  onStatusChange: (order: AdminOrder, status: OrderStatus) => void;
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

/**
 * Order ID, Customer (name and phone), Date (Nairobi time), Status badge, Items, Total, and the
 * actions: the detail link (carrying the order for an instant first view) and the status select.
 */
export function OrdersTable({ orders, isSaving, onStatusChange }: OrdersTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col" className={styles.number}>
              Total
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <tr key={order.id} data-testid={`admin-order-${order.public_id}`}>
                <td data-label="Order ID">
                  <span className={styles.orderId}>{order.public_id}</span>
                </td>
                <td data-label="Customer">
                  <div>
                    <span className={styles.customer}>{order.customer_name || 'Unknown customer'}</span>
                    {order.phone && <span className={styles.phone}>{order.phone}</span>}
                  </div>
                </td>
                <td data-label="Date">
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                </td>
                <td data-label="Status">
                  <div>
                    <OrderStatusBadge status={order.order_status} />
                  </div>
                </td>
                <td data-label="Items">
                  {formatNumber(count)} {count === 1 ? 'item' : 'items'}
                </td>
                <td data-label="Total" className={styles.number}>
                  {formatKsh(order.total_amount)}
                </td>
                <td data-label="Actions">
                  <div className={styles.actions}>
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
                      hideLabel
                      status={order.order_status}
                      saving={isSaving(order.id)}
                      onChange={(status) => onStatusChange(order, status)}
                      className={styles.statusSelect}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
