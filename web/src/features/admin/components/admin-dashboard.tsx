import { Link } from 'react-router';

import { AlertIcon, ArrowRightIcon, CartIcon, ImageIcon, SofaIcon, UserIcon } from '@/components/icons';
import { useAuth } from '@/features/auth/auth-provider';

import { useProductTotal } from '../api/get-product-total';
import { useUserStats } from '../api/get-user-stats';
import styles from './admin-dashboard.module.css';
import { AdminPage } from './admin-page';
import { RefundsDue } from './refunds-due';
import { StatCard } from './stat-card';
import { TokenChecker } from './token-checker';

/** /admin: the admin home with the figures the services can give today, and quick actions. */
export function AdminDashboard() {
  const { user, token } = useAuth();
  const userStats = useUserStats();
  const productTotal = useProductTotal();

  return (
    <AdminPage
      title="Admin Dashboard"
      isDashboard
      meta={user && <p>Welcome back, {user.name}. Here is how the shop stands today.</p>}
    >
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className={styles.heading}>
          Overview
        </h2>
        <div className={styles.cards}>
          <StatCard
            label="Total Users"
            icon={<UserIcon size={20} />}
            query={userStats}
            value={(stats) => stats.totalUsers}
            detail={(stats) =>
              stats.customers !== undefined && stats.admins !== undefined
                ? `${stats.customers} registered customers · ${stats.admins} admins`
                : 'Registered customers'
            }
            link={{ to: '/admin/manage-users', label: 'Manage users' }}
          />
          <StatCard
            label="Total Products"
            icon={<SofaIcon size={20} />}
            query={productTotal}
            value={(total) => total}
            detail={() => 'In the catalogue'}
            link={{ to: '/admin/manage-products', label: 'Manage products' }}
          />
        </div>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="actions-heading">
          <h2 id="actions-heading" className={styles.heading}>
            Quick Actions
          </h2>
          <ul className={styles.actions}>
            <li>
              <Link to="/admin/manage-products" className={styles.action}>
                <span className={styles.actionIcon}>
                  <SofaIcon size={22} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>Manage Products</span>
                  <span className={styles.actionDetail}>Add, edit or remove products</span>
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
            <li>
              <Link to="/admin/manage-users" className={styles.action}>
                <span className={styles.actionIcon}>
                  <UserIcon size={22} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>Manage Users</span>
                  <span className={styles.actionDetail}>View and manage user accounts</span>
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
            <li>
              <Link to="/admin/orders" className={styles.action}>
                <span className={styles.actionIcon}>
                  <CartIcon size={22} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>Manage Orders</span>
                  <span className={styles.actionDetail}>Process and track customer orders</span>
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
            <li>
              <Link to="/admin/dead-letters" className={styles.action}>
                <span className={styles.actionIcon}>
                  <AlertIcon size={22} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>Dead Letters</span>
                  <span className={styles.actionDetail}>Inspect and replay events the services gave up on</span>
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
            <li>
              <Link to="/upload-img" className={styles.action}>
                <span className={styles.actionIcon}>
                  <ImageIcon size={22} />
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionTitle}>Upload Images</span>
                  <span className={styles.actionDetail}>Upload product images to gallery</span>
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
          </ul>
        </section>
        <TokenChecker token={token} />
      </div>
      <RefundsDue />
    </AdminPage>
  );
}
