import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { CartIcon, HeartIcon, HelpIcon, MenuIcon, UserIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { HELP_LINKS } from '@/config/navigation';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCart } from '@/features/cart/cart-provider';
import { useWishlist } from '@/features/wishlist/wishlist-provider';

import { accountMenu } from '../account-menu';
import { CategoryNav } from './category-nav';
import { CountLink } from './count-link';
import { MobileDrawer } from './mobile-drawer';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';

/**
 * The sticky header bar (customer-side.md section 2, "Header and footer"): logo, search,
 * account and help menus, wishlist and cart with counts, the categories mega menu on
 * non-home pages, and the mobile drawer.
 */
export function SiteHeader() {
  const location = useLocation();
  const isHome = location.pathname === '/';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const cart = useCart();
  const wishlist = useWishlist();
  const { user } = useAuth();
  const account = accountMenu(user, location.pathname);

  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={24} />
        </button>

        <Logo />

        <SearchForm key={`${location.pathname}${location.search}`} className={styles.search} />

        <div className={styles.actions}>
          <div className={styles.menus}>
            <DisclosureMenu
              label={
                <>
                  <UserIcon />
                  <span>{account.label}</span>
                </>
              }
              ariaLabel={account.ariaLabel}
              links={account.links}
            />
            <DisclosureMenu
              label={
                <>
                  <HelpIcon />
                  <span>Help</span>
                </>
              }
              ariaLabel="Help"
              links={HELP_LINKS}
            />
          </div>
          <CountLink to="/wishlist" label="Wishlist" count={wishlist.count} icon={<HeartIcon size={22} />} />
          <CountLink to="/cart" label="Cart" count={cart.count} icon={<CartIcon size={22} />} showZero />
        </div>
      </div>

      {!isHome && <CategoryNav />}

      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} accountLinks={account.links} />
    </header>
  );
}
