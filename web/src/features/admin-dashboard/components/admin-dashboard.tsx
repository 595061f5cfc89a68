import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { AlertIcon, ArrowRightIcon, CartIcon, ImageIcon, SofaIcon, UserIcon } from '@/components/icons';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-provider';
import { normalizeStatus, ORDER_STATUS_TONES, statusLabel } from '@/lib/orders/order-status';
import { formatDateTime, formatKsh, formatNumber } from '@/lib/format';

import { type ApiStatus, type Dashboard, useApiHealth, useDashboard } from '../api/get-dashboard';
import { API_STATUS_TEXT, ConnectivityBadge } from './connectivity-badge';
import { relativeTime } from '../relative-time';
import { useOnline } from '../hooks/use-online';
import styles from './admin-dashboard.module.css';
import { AdminPage } from '@/components/admin/admin-page';
import { RefundsDue } from './refunds-due';

export const DASHBOARD_HINT = 'Some data may be unavailable. Try refreshing the page.';
export const API_OFFLINE_MESSAGE = 'API is currently offline';
export const LOAD_FAILED_MESSAGE = 'Failed to load dashboard data';
export const PARTS_FAILED_MESSAGE = 'Some dashboard figures could not be loaded';
/** What a card shows instead of a figure its service could not give. */
export const UNAVAILABLE = 'Unavailable';

/** pending yellow, processing blue, shipped purple (on the dashboard), delivered green, cancelled red. */
function dashboardTone(status: string): BadgeTone {
  const known = normalizeStatus(status);
  if (known === 'shipped') return 'purple';
  return known ? ORDER_STATUS_TONES[known] : 'neutral';
}

const QUICK_ACTIONS = [
  { to: '/admin/manage-products', title: 'Manage Products', detail: 'Add, edit or remove products', icon: <SofaIcon size={22} /> },
  { to: '/admin/manage-users', title: 'Manage Users', detail: 'View and manage user accounts', icon: <UserIcon size={22} /> },
  { to: '/admin/orders', title: 'Manage Orders', detail: 'Process and track customer orders', icon: <CartIcon size={22} /> },
  { to: '/upload-img', title: 'Upload Images', detail: 'Upload product images to gallery', icon: <ImageIcon size={22} /> },
];

type OverviewCardProps = {
  label: string;
  icon: ReactNode;
  /** The figure, or null when its source failed. */
  value: string | null;
  detail: ReactNode;
  link: { to: string; label: string };
};

function OverviewCard({ label, icon, value, detail, link }: OverviewCardProps) {
  return (
    <Card as="section" className={styles.card} aria-label={label}>
      <div className={styles.cardHead}>
        <p className={styles.cardLabel}>{label}</p>
        <span className={styles.cardIcon}>{icon}</span>
      </div>
      {value === null ? (
        <p className={styles.unavailable}>{UNAVAILABLE}</p>
      ) : (
        <>
          <p className={styles.cardValue}>{value}</p>
          <p className={styles.cardDetail}>{detail}</p>
        </>
      )}
      <Link to={link.to} className={styles.cardLink}>
        {link.label}
        <ArrowRightIcon size={16} />
      </Link>
    </Card>
  );
}

function revenueDetail(change: number | null | undefined, thisMonth: number): ReactNode {
  if (change === null || change === undefined) return `${formatKsh(thisMonth)} this month`;
  const up = change >= 0;
  return (
    <span className={up ? styles.up : styles.down}>
      {up ? '↑' : '↓'} {Math.abs(change)}% this month
    </span>
  );
}

function Overview({ data }: { data: Dashboard }) {
  const { products, revenue, users, orders } = data;
  return (
    <div className={styles.cards}>
      <OverviewCard
        label="Total Products"
        icon={<SofaIcon size={20} />}
        value={products ? formatNumber(products.total) : null}
        detail={products && `${formatNumber(products.featured)} featured`}
        link={{ to: '/admin/manage-products', label: 'Manage products' }}
      />
      <OverviewCard
        label="Total Revenue"
        icon={<CartIcon size={20} />}
        value={revenue ? formatKsh(revenue.total) : null}
        detail={
          revenue && (
            <>
              {revenueDetail(revenue.changePercent, revenue.thisMonth)}
              <span className={styles.revenueBooks}>
                Money received less refunds: {formatKsh(revenue.totalDetail.excludingVat)} excl. VAT, VAT{' '}
                {formatKsh(revenue.totalDetail.vat)}
              </span>
            </>
          )
        }
        link={{ to: '/admin/sales', label: 'View sales' }}
      />
      <OverviewCard
        label="Total Users"
        icon={<UserIcon size={20} />}
        value={users ? formatNumber(users.total) : null}
        detail="Registered customers"
        link={{ to: '/admin/manage-users', label: 'Manage users' }}
      />
      <OverviewCard
        label="Total Orders"
        icon={<AlertIcon size={20} />}
        value={orders ? formatNumber(orders.total) : null}
        detail={products ? `${formatNumber(products.lowStock)} low-stock products` : `Low stock: ${UNAVAILABLE}`}
        link={{ to: '/admin/orders', label: 'Manage orders' }}
      />
    </div>
  );
}

function Panel({ title, id, footer, children }: { title: string; id: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
      {footer && <div className={styles.panelFooter}>{footer}</div>}
    </Card>
  );
}

function TopCategories({ categories }: { categories: Dashboard['topCategories'] }) {
  return (
    <Panel title="Top Categories" id="top-categories-heading">
      {categories === null ? (
        <p className={styles.unavailable}>{UNAVAILABLE}</p>
      ) : categories.length === 0 ? (
        <p className={styles.empty}>No categories yet</p>
      ) : (
        <ol className={styles.list}>
          {categories.map((category) => (
            <li key={category.slug} className={styles.row}>
              <Link to={`/category/${category.slug}`}>{category.name}</Link>
              <span className={styles.muted}>{formatNumber(category.products)} products</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function RecentActivity({ activity }: { activity: Dashboard['recentActivity'] }) {
  const now = new Date();
  return (
    <Panel title="Recent Activity" id="recent-activity-heading" footer={<Link to="/admin/activity">View all activity</Link>}>
      {activity === null ? (
        <p className={styles.unavailable}>{UNAVAILABLE}</p>
      ) : activity.length === 0 ? (
        <p className={styles.empty}>No recent activity</p>
      ) : (
        <ul className={styles.list}>
          {activity.map((item, index) => (
            <li key={`${item.kind}-${item.at}-${index}`} className={styles.row}>
              <Link to={item.link}>{item.text}</Link>
              <time className={styles.muted} dateTime={item.at} title={formatDateTime(item.at)}>
                {relativeTime(item.at, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentOrders({ orders }: { orders: Dashboard['recentOrders'] }) {
  return (
    <Panel title="Recent Orders" id="recent-orders-heading" footer={<Link to="/admin/orders">View all orders</Link>}>
      {orders === null ? (
        <p className={styles.unavailable}>{UNAVAILABLE}</p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>No orders yet</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.orderRow}>
              <Link to={`/admin/orders/${encodeURIComponent(order.publicId)}`} className={styles.orderId}>
                {order.publicId}
              </Link>
              <span className={styles.customer}>{order.customer}</span>
              <span className={styles.amount}>{formatKsh(order.total)}</span>
              <Badge tone={dashboardTone(order.status)}>{statusLabel(order.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function someFailed(data: Dashboard): boolean {
  return [data.products, data.revenue, data.users, data.orders, data.topCategories, data.recentOrders, data.recentActivity].some(
    (part) => part === null,
  );
}

function ErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <AlertIcon size={22} />
      <div>
        <p className={styles.bannerMessage}>{message}</p>
        <p className={styles.muted}>{DASHBOARD_HINT}</p>
      </div>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function apiStatusText(status: ApiStatus): string {
  return status === 'online' ? 'Online' : API_STATUS_TEXT[status];
}

/**
 * /admin: the shop at a glance from `GET /api/admin/dashboard` (admin-side.md, Admin Dashboard),
 * fetched again every 5 minutes and on Refresh. A figure whose service failed says so; nothing
 * shown is invented.
 */
export function AdminDashboard() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  const health = useApiHealth();
  const online = useOnline();
  const data = dashboard.data;

  const refresh = () => {
    void dashboard.refetch();
    health.recheck();
  };
  // admin-side.md section 8: a failed load sets the API status offline too.
  const apiStatus: ApiStatus = dashboard.isError ? 'offline' : health.status;
  const bannerMessage = dashboard.isError
    ? health.status === 'offline'
      ? API_OFFLINE_MESSAGE
      : LOAD_FAILED_MESSAGE
    : data && someFailed(data)
      ? PARTS_FAILED_MESSAGE
      : null;

  return (
    <AdminPage
      title="Admin Dashboard"
      isDashboard
      meta={
        <>
          {user && <p>Welcome back, {user.name}. Here is how the shop stands today.</p>}
          <p className={styles.status}>
            <span>Last updated: {data ? formatDateTime(data.generatedAt) : '—'}</span>
            <span>
              API status:{' '}
              <span className={styles[`api-${apiStatus}`]}>{apiStatusText(apiStatus)}</span>
            </span>
          </p>
        </>
      }
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={refresh} disabled={dashboard.isFetching}>
            {dashboard.isFetching && data ? 'Refreshing...' : 'Refresh'}
          </Button>
          <Link to="/admin/settings" className={styles.headerLink}>
            Settings
          </Link>
          <Link to="/admin/reports" className={styles.headerLink}>
            Reports
          </Link>
        </>
      }
    >
      {bannerMessage && <ErrorBanner message={bannerMessage} onRetry={refresh} />}
      {dashboard.isPending ? (
        <p className={styles.loading} role="status">
          Loading dashboard data...
        </p>
      ) : (
        data && (
          <>
            <section aria-labelledby="overview-heading">
              <h2 id="overview-heading" className={styles.heading}>
                Overview
              </h2>
              <Overview data={data} />
            </section>
            <div className={styles.grid}>
              <TopCategories categories={data.topCategories} />
              <RecentActivity activity={data.recentActivity} />
              <RecentOrders orders={data.recentOrders} />
            </div>
          </>
        )
      )}

      <div className={styles.columns}>
        <section aria-labelledby="actions-heading">
          <h2 id="actions-heading" className={styles.heading}>
            Quick Actions
          </h2>
          <ul className={styles.actions}>
            {QUICK_ACTIONS.map((action) => (
              <li key={action.to}>
                <Link to={action.to} className={styles.action}>
                  <span className={styles.actionIcon}>{action.icon}</span>
                  <span className={styles.actionText}>
                    <span className={styles.actionTitle}>{action.title}</span>
                    <span className={styles.actionDetail}>{action.detail}</span>
                  </span>
                  <ArrowRightIcon size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <RefundsDue />
      <ConnectivityBadge online={online} api={health.status} checking={health.checking} lastChecked={health.lastChecked} />
    </AdminPage>
  );
}
