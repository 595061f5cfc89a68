/** One entry of the admin side navigation. */
export type AdminNavItem = {
  label: string;
  to: string;
  /** Other paths that belong to this entry (the entry is marked current on them). */
  also?: string[];
  /** A count shown beside the label: the messages not handled yet. */
  count?: 'unhandledMessages';
};

/**
 * The admin workplace's side navigation (issue 23, part 6), in this order. Products covers the
 * image upload, Customers the users screen, Messages the newsletter's subscribers (with the
 * count of messages not handled yet), Operations the developer tools (token checks, dead
 * letters) that no other admin screen shows.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Orders', to: '/admin/orders' },
  { label: 'Products', to: '/admin/manage-products', also: ['/upload-img'] },
  { label: 'Categories', to: '/admin/categories' },
  { label: 'Customers', to: '/admin/manage-users' },
  { label: 'Messages', to: '/admin/messages', also: ['/admin/newsletter'], count: 'unhandledMessages' },
  { label: 'Reports', to: '/admin/reports', also: ['/admin/sales'] },
  { label: 'Discount codes', to: '/admin/discount-codes' },
  { label: 'Campaigns', to: '/admin/campaigns' },
  { label: 'Reviews', to: '/admin/reviews' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Activity', to: '/admin/activity' },
  { label: 'Operations', to: '/admin/operations', also: ['/admin/dead-letters'] },
];

/** The entry a path belongs to: its own path or one under it (the dashboard only exactly). */
export function currentAdminNavItem(pathname: string): AdminNavItem | undefined {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return ADMIN_NAV.find((item) =>
    item.to === '/admin' ? pathname === '/admin' : under(item.to) || (item.also ?? []).some(under),
  );
}
