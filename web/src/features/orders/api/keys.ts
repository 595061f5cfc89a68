import { USER_SCOPED_META } from '@/features/auth/auth-provider';

/** Every order query lives under ['orders'], so a change to one order refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', 'user', userId] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/** Orders belong to the signed-in user: dropped from the cache when the session changes. */
export const ORDER_QUERY_META = USER_SCOPED_META;
