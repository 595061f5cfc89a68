import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';

import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminLayout } from '@/app/layout/components/admin-layout';
import { RootLayout } from '@/app/layout/components/root-layout';
import { RouteErrorBoundary } from '@/app/layout/components/route-error-boundary';

import { keyFreshHistoryEntry } from '@/lib/history-entry';

/**
 * Route screens live in `src/app/routes/` and are lazy-loaded. A route module's default
 * export is its screen.
 */
type RouteModule = { default: ComponentType };

function lazyScreen(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function paths(list: string[], load: () => Promise<RouteModule>): RouteObject[] {
  return list.map((path) => ({ path, ...lazyScreen(load) }));
}

const home = () => import('./routes/home');
const products = () => import('./routes/products');
const category = () => import('./routes/category');
const product = () => import('./routes/product');
const collection = () => import('./routes/collection');
const categories = () => import('./routes/categories');

/** Merchandising listings (DECISIONS.md, "Routes and links"); the screen reads the path. */
export const COLLECTION_PATHS = [
  '/featured',
  '/new-arrivals',
  '/flash-sales',
  '/clearance',
  '/best-sellers',
  '/offers',
  '/promotions',
  '/discounts',
  '/brands',
  '/anniversary-sale',
  '/black-friday',
  '/festive-sale',
  '/sale/:slug',
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, ...lazyScreen(home) },
          ...paths(['/products', '/all-products'], products),
          ...paths(['/catalog'], () => import('./routes/catalog')),
          ...paths(['/search'], () => import('./routes/search')),
          ...paths(['/category/:category', '/category/:category/:sub', '/category/:category/:sub/:item'], category),
          ...paths(['/product/:id'], product),
          ...paths(COLLECTION_PATHS, collection),
          ...paths(['/categories', '/furniture'], categories),
          // The API's `/categories/{slug}` opened in a browser: that category's page.
          ...paths(['/categories/:slug'], () => import('./routes/category-slug')),

          ...paths(['/about'], () => import('./routes/content/about')),
          ...paths(['/contact'], () => import('./routes/content/contact')),
          ...paths(['/help', '/help-center'], () => import('./routes/content/help')),
          ...paths(['/faqs'], () => import('./routes/content/faqs')),
          ...paths(['/privacy-policy', '/privacy'], () => import('./routes/content/privacy-policy')),
          ...paths(['/terms-of-service', '/terms'], () => import('./routes/content/terms-of-service')),
          ...paths(['/shipping-policy'], () => import('./routes/content/shipping-policy')),
          ...paths(['/return-policy', '/returns-refunds'], () => import('./routes/content/return-policy')),
          ...paths(['/payment-options'], () => import('./routes/content/payment-options')),
          ...paths(['/showroom'], () => import('./routes/content/showroom')),
          ...paths(['/careers'], () => import('./routes/content/careers')),
          ...paths(['/blog'], () => import('./routes/content/blog')),
          ...paths(['/services/:service'], () => import('./routes/content/service')),
          ...paths(['/place-order'], () => import('./routes/content/place-order')),
          ...paths(['/cancel-order'], () => import('./routes/content/cancel-order')),

          ...paths(['/login'], () => import('./routes/auth/login')),
          ...paths(['/register'], () => import('./routes/auth/register')),
          ...paths(['/forgot-password'], () => import('./routes/auth/forgot-password')),
          ...paths(['/reset-password'], () => import('./routes/auth/reset-password')),
          ...paths(['/logout'], () => import('./routes/auth/logout')),

          ...paths(['/cart'], () => import('./routes/cart')),
          ...paths(['/wishlist'], () => import('./routes/wishlist')),
          ...paths(['/track-order'], () => import('./routes/track-order')),
          ...paths(['/unsubscribe'], () => import('./routes/unsubscribe')),
          {
            element: <RequireAuth />,
            children: [
              ...paths(['/account'], () => import('./routes/account')),
              ...paths(['/checkout'], () => import('./routes/checkout')),
              ...paths(['/order-confirmation/:orderId'], () => import('./routes/order-confirmation')),
              ...paths(['/orders'], () => import('./routes/orders')),
              ...paths(['/order/:orderId'], () => import('./routes/order')),
            ],
          },
          { path: '*', ...lazyScreen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    // The admin workplace (issue 23, part 6): its own layout, none of the shop's chrome. The
    // guard comes first, so a guest or a customer never sees the admin frame.
    element: <RequireAuth role="admin" />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: AdminLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              ...paths(['/admin'], () => import('./routes/admin/dashboard')),
              ...paths(['/admin/manage-users'], () => import('./routes/admin/manage-users')),
              ...paths(['/admin/operations'], () => import('./routes/admin/operations')),
              ...paths(['/admin/dead-letters'], () => import('./routes/admin/dead-letters')),
              ...paths(['/admin/manage-products'], () => import('./routes/admin/manage-products')),
              ...paths(['/upload-img'], () => import('./routes/admin/upload-image')),
              ...paths(['/admin/orders'], () => import('./routes/admin/orders')),
              ...paths(['/admin/orders/:orderId'], () => import('./routes/admin/order-detail')),
              ...paths(['/admin/reports'], () => import('./routes/admin/reports')),
              ...paths(['/admin/sales'], () => import('./routes/admin/sales')),
              ...paths(['/admin/settings'], () => import('./routes/admin/settings')),
              ...paths(['/admin/discount-codes'], () => import('./routes/admin/discount-codes')),
              ...paths(['/admin/campaigns'], () => import('./routes/admin/campaigns')),
              ...paths(['/admin/reviews'], () => import('./routes/admin/reviews')),
              ...paths(['/admin/activity'], () => import('./routes/admin/activity')),
              ...paths(['/admin/categories'], () => import('./routes/admin/categories')),
              ...paths(['/admin/messages'], () => import('./routes/admin/messages')),
              ...paths(['/admin/newsletter'], () => import('./routes/admin/newsletter')),
              { path: '/admin/users', element: <Navigate to="/admin/manage-users" replace /> },
              { path: '/admin/products', element: <Navigate to="/admin/manage-products" replace /> },
              { path: '/admin/*', ...lazyScreen(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

let browserRouter: ReturnType<typeof createAppRouter> | undefined;

export function AppRouter() {
  if (!browserRouter) {
    keyFreshHistoryEntry();
    browserRouter = createAppRouter();
  }
  return <RouterProvider router={browserRouter} />;
}
