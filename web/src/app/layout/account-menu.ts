import { GUEST_ACCOUNT_LINKS, type NavLink } from '@/config/navigation';
import { isAdminPath } from '@/lib/auth/redirects';
import { firstName, isAdminUser, type User } from '@/types/user';

export type AccountMenu = {
  /** The visible trigger text. */
  label: string;
  /** The trigger's accessible name (it contains the visible text). */
  ariaLabel: string;
  links: NavLink[];
};

/** The Logout entry: /logout knows, from `from`, whether to land on / or /login. */
export function logoutLink(pathname: string): NavLink {
  return { label: 'Logout', to: isAdminPath(pathname) ? `/logout?from=${encodeURIComponent(pathname)}` : '/logout' };
}

/**
 * The account menu per role (customer-side.md section 6): a guest gets Login and Register; a
 * customer My Account, My Orders, Wishlist and Logout; an admin, labelled 'Admin', the admin
 * screens, My Account and Logout, without Orders or Wishlist.
 */
export function accountMenu(user: User | null, pathname: string): AccountMenu {
  if (!user) return { label: 'Account', ariaLabel: 'Account', links: GUEST_ACCOUNT_LINKS };
  if (isAdminUser(user)) {
    return {
      label: 'Admin',
      ariaLabel: 'Admin account',
      links: [
        { label: 'Admin Dashboard', to: '/admin' },
        { label: 'Manage Products', to: '/admin/manage-products' },
        { label: 'Manage Orders', to: '/admin/orders' },
        { label: 'Manage Users', to: '/admin/manage-users' },
        { label: 'Upload Images', to: '/upload-img' },
        { label: 'My Account', to: '/account' },
        logoutLink(pathname),
      ],
    };
  }
  const name = firstName(user);
  return {
    label: name,
    ariaLabel: `${name} account`,
    links: [
      { label: 'My Account', to: '/account' },
      { label: 'My Orders', to: '/orders' },
      { label: 'Wishlist', to: '/wishlist' },
      logoutLink(pathname),
    ],
  };
}
