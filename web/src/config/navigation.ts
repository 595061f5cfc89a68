import { SERVICES } from './shop';

export type NavLink = { label: string; to: string };

/** Account menu for a guest; customers' and admins' menus are in features/layout/account-menu.ts. */
export const GUEST_ACCOUNT_LINKS: NavLink[] = [
  { label: 'Login', to: '/login' },
  { label: 'Register', to: '/register' },
];

export const HELP_LINKS: NavLink[] = [
  { label: 'Help Center', to: '/help' },
  { label: 'Track Order', to: '/track-order' },
  { label: 'Shipping', to: '/shipping-policy' },
  { label: 'Returns', to: '/return-policy' },
  { label: 'Contact', to: '/contact' },
  { label: 'FAQs', to: '/faqs' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'All Furniture', to: '/products' },
      { label: 'Categories', to: '/categories' },
      { label: 'New Arrivals', to: '/new-arrivals' },
      { label: 'Best Sellers', to: '/best-sellers' },
      { label: 'Flash Sales', to: '/flash-sales' },
      { label: 'Clearance', to: '/clearance' },
      { label: 'Brands', to: '/brands' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'How to Place an Order', to: '/place-order' },
      { label: 'Payment Options', to: '/payment-options' },
      { label: 'Track Your Order', to: '/track-order' },
      { label: 'Cancel an Order', to: '/cancel-order' },
      { label: 'Returns & Refunds', to: '/returns-refunds' },
      { label: 'FAQs', to: '/faqs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Visit Our Showroom', to: '/showroom' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: SERVICES.map((service) => ({ label: service.name, to: `/services/${service.slug}` })),
  },
];

export const POLICY_LINKS: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Return Policy', to: '/return-policy' },
];
