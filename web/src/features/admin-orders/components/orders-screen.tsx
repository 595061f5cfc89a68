import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

import { CartIcon, SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { normalizeStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/lib/orders/order-status';
import { QueryBody } from '@/components/query-body';
import { formatKsh, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { describeAdminError } from '@/lib/admin/admin-error';
import { AdminPage } from '@/components/admin/admin-page';
import { useAdminOrders } from '../api/get-orders';
import { useOrderStats } from '../api/get-order-stats';
import { useTotalSales } from '../api/get-total-sales';
import type { AdminOrderFilters } from '../api/order-types';
import styles from './orders-screen.module.css';
import { OrdersTable } from './orders-table';
import { useOrderStatusChange } from '../hooks/use-order-actions';
import { PAYMENT_STATE_LABELS, PAYMENT_STATES, toPaymentState, type PaymentState } from '../payment-state';

export const LOADING_ORDERS_TEXT = 'Loading orders...';
export const ORDERS_FAILED_MESSAGE = 'Failed to load orders. Please try again.';
export const ORDERS_FAILED_TOAST = 'Failed to load orders';
export const SEARCH_PLACEHOLDER = 'Search orders, customers, or phone numbers...';

const PAYMENT_FILTERS: { value: PaymentState | ''; label: string }[] = [
  { value: '', label: 'All Payments' },
  ...PAYMENT_STATES.map((value) => ({ value, label: PAYMENT_STATE_LABELS[value] })),
];

const STATUS_FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All Status' },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
];

/** 'shipped' (any case) -> 'shipped'; '' or an unknown value -> '' (every status). */
function toStatusFilter(value: string | null): OrderStatus | '' {
  if (!value || value.trim() === '') return '';
  return normalizeStatus(value) ?? '';
}

/** The filters as the URL holds them (`?q=&status=&pay=&page=`), so Back from an order returns to the same page. */
function readFilters(query: URLSearchParams): AdminOrderFilters {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    search: (query.get('q') ?? '').trim(),
    status: toStatusFilter(query.get('status')),
    paymentState: toPaymentState(query.get('pay')) ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function writeFilters(filters: AdminOrderFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  if (filters.status) query.set('status', filters.status);
  if (filters.paymentState) query.set('pay', filters.paymentState);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

function Figure({
  label,
  value,
  detail,
  query,
}: {
  label: string;
  value: string | undefined;
  detail?: string | undefined;
  query: { isError: boolean };
}) {
  return (
    <Card padding="sm" className={styles.figure}>
      <p className={styles.figureLabel}>{label}</p>
      <p className={styles.figureValue} aria-live="polite">
        {value !== undefined ? value : query.isError ? 'Unavailable' : <Skeleton width={96} height={28} />}
      </p>
      {detail && <p className={styles.figureDetail}>{detail}</p>}
    </Card>
  );
}

/**
 * /admin/orders (admin-side.md section 2, "Order Management"): every order, searched, filtered
 * and paged by the server; each row's status can be changed (the row changes once the server
 * has answered OK) and opens the order's page.
 */
export function OrdersScreen() {
  const { token } = useAuth();
  const { toast } = useToast();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText).trim();

  function update(change: Partial<AdminOrderFilters>) {
    setQuery(writeFilters({ ...filters, page: 1, ...change }), { replace: true });
  }

  // The search reaches the server (and the URL) once typing pauses; a new search starts at page 1.
  // Only a new pause in typing writes the search (not a change of the other filters). A pause
  // that ends while the admin is already leaving (an order's page is loading) writes nothing:
  // writing the URL would be a navigation of its own, back to the list.
  const navigation = useNavigation();
  const location = useLocation();
  const writeSearch = useEffectEvent((search: string) => {
    const leaving = navigation.location !== undefined && navigation.location.pathname !== location.pathname;
    if (search !== filters.search && !leaving) update({ search });
  });
  useEffect(() => writeSearch(debouncedSearch), [debouncedSearch]);

  const orders = useAdminOrders(filters);
  const stats = useOrderStats();
  const totalSales = useTotalSales();
  const { change, isSaving } = useOrderStatusChange();

  // One toast per failed load.
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!orders.isError || toastedFailure.current === orders.errorUpdatedAt) return;
    toastedFailure.current = orders.errorUpdatedAt;
    toast({ type: 'error', message: ORDERS_FAILED_TOAST });
  }, [orders.isError, orders.errorUpdatedAt, toast]);

  // A page past the end (the last order of the last page was deleted) goes to the last page.
  const totalPages = orders.data?.pagination.totalPages ?? 0;
  const goToPage = useEffectEvent((page: number) => update({ page }));
  useEffect(() => {
    if (orders.isSuccess && !orders.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
      goToPage(totalPages);
    }
  }, [orders.isSuccess, orders.isPlaceholderData, totalPages, filters.page]);

  const filtered = filters.search !== '' || filters.status !== '' || filters.paymentState !== '';
  const body = (
    <QueryBody
      query={orders}
      loadingText={LOADING_ORDERS_TEXT}
      error={{
        title: 'Could not load the orders',
        message: ORDERS_FAILED_MESSAGE,
        detail: (error) => describeAdminError(error, Boolean(token)).message,
      }}
      isEmpty={(page) => page.orders.length === 0}
      empty={{
        icon: filtered ? <SearchIcon size={28} /> : <CartIcon size={28} />,
        title: 'No orders found',
        description: filtered ? 'Try another order number, name or phone number, or show every status.' : 'Orders appear here as customers place them.',
        actions: filtered && (
          <Button
            variant="secondary"
            onClick={() => {
              setSearchText('');
              update({ search: '', status: '', paymentState: '' });
            }}
          >
            Clear filters
          </Button>
        ),
      }}
    >
      {(page) => (
        <OrdersTable
          orders={page.orders}
          isSaving={isSaving}
          onStatusChange={(order, status) => change(order, status)}
          paging={{
            page: filters.page,
            onPageChange: (next) => update({ page: next }),
            label: 'Orders pages',
            answer: page.pagination,
            noun: filtered ? 'matching orders' : 'orders',
            refreshing: orders.isFetching && 'Refreshing orders',
          }}
        />
      )}
    </QueryBody>
  );

  return (
    <AdminPage title="Order Management" meta={<p>Process and track customer orders.</p>}>
      <div className={styles.toolbar}>
        <div className={styles.figures}>
          <Figure
            label="Total Orders"
            value={stats.data ? formatNumber(stats.data.totalOrders) : undefined}
            query={stats}
          />
          <Figure
            label="Total Sales"
            value={totalSales.data ? formatKsh(totalSales.data.totalSales) : undefined}
            detail={
              totalSales.data
                ? `Money received less refunds · ${formatKsh(totalSales.data.revenue.excludingVat)} excl. VAT · VAT ${formatKsh(totalSales.data.revenue.vat)}`
                : undefined
            }
            query={totalSales}
          />
        </div>
        <div className={styles.filters} role="search">
          <Input
            label="Search orders"
            hideLabel
            type="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
            fieldClassName={styles.search}
          />
          <Select
            label="Filter by status"
            hideLabel
            options={STATUS_FILTERS}
            value={filters.status}
            onChange={(event) => update({ status: toStatusFilter(event.target.value) })}
            fieldClassName={styles.status}
          />
          <Select
            label="Filter by payment"
            hideLabel
            options={PAYMENT_FILTERS}
            value={filters.paymentState}
            onChange={(event) => update({ paymentState: toPaymentState(event.target.value) ?? '' })}
            fieldClassName={styles.status}
          />
        </div>
      </div>
      {body}
    </AdminPage>
  );
}
