import { USER_SCOPED_META } from '@/lib/auth/auth-provider';

/** Every order query lives under ['orders'], so a change to one order refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', 'user', userId] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/** Orders belong to the signed-in user: dropped from the cache when the session changes. */
export const ORDER_QUERY_META = USER_SCOPED_META;

/**
 * The customer's views of their orders (/orders, /order/:id, the account's orders): an admin or
 * a payment changes an order behind the customer's back (Shipped, Paid), so these read it again
 * each time they are shown or the tab comes back into focus, not after the app's 5 minutes.
 */
export const ORDER_LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;
