import { useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';

import { AccessDenied } from '@/components/admin/access-denied';
import { MenuIcon } from '@/components/icons';
import { Dialog } from '@/components/ui/dialog';
import { SHOP } from '@/config/shop';
import { useAdminForbidden } from '@/lib/admin/use-admin-forbidden';
import { useUnhandledMessages } from '@/lib/admin/unhandled-messages';
import { useAuth } from '@/lib/auth/auth-provider';
import { useResizeAnimationBlock } from '@/lib/layout-motion';

import { logoutLink } from '../account-menu';
import { ADMIN_NAV, currentAdminNavItem } from '../admin-navigation';
import styles from './admin-layout.module.css';

function AdminNavList({ pathname, unhandled, onNavigate }: { pathname: string; unhandled?: number; onNavigate?: () => void }) {
  const current = currentAdminNavItem(pathname);
  return (
    <ul className={styles.navList}>
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={styles.navLink}
            aria-current={item === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
            {item.count === 'unhandledMessages' && unhandled !== undefined && unhandled > 0 && (
              <span className={styles.navCount} data-testid="nav-unhandled-messages" aria-label={`${unhandled} not handled`}>
                {unhandled}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every admin page (issue 23, part 6): a top bar (the admin's name, View shop, Log out), the
 * side navigation (a drawer below 1024 px) and the screen. None of the shop's chrome: no shop
 * header, category menu, wishlist, cart or footer. Once the server refuses an admin call with
 * 403 (the admin was demoted), every screen gives way to Access Denied.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  useResizeAnimationBlock();
  const { user, token } = useAuth();
  const forbidden = useAdminForbidden(token);
  const unhandled = useUnhandledMessages({ enabled: Boolean(token) && !forbidden }).data;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = logoutLink(pathname);

  return (
    <div className={styles.shell} data-testid="admin-layout">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open admin menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Link to="/admin" className={styles.brand}>
          {SHOP.name} <span className={styles.brandSub}>Admin</span>
        </Link>
        <div className={styles.topActions}>
          {user && <span className={styles.who}>{user.name}</span>}
          <Link to="/" className={styles.topLink}>
            View shop
          </Link>
          <Link to={logout.to} className={styles.topLink}>
            Log out
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label="Admin" className={styles.sidebar}>
          <AdminNavList pathname={pathname} unhandled={unhandled} />
        </nav>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {forbidden ? (
            <div className="container">
              <AccessDenied />
            </div>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Admin menu"
        placement="left"
        bodyClassName={styles.drawerBody}
      >
        <nav aria-label="Admin">
          <AdminNavList pathname={pathname} unhandled={unhandled} onNavigate={() => setDrawerOpen(false)} />
        </nav>
      </Dialog>
      <ScrollRestoration />
    </div>
  );
}
