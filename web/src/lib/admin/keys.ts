import { USER_SCOPED_META } from '@/lib/auth/auth-provider';

/** Every admin query lives under ['admin'], so a change to the users refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters: { search: string; role: string }) => ['admin', 'users', filters] as const,
  totalUsers: () => ['admin', 'total-users'] as const,
  /** The customer list's pages (`GET /api/admin/customers`). */
  customers: (query: object) => ['admin', 'customers', query] as const,
  /** The dashboard's figures: product writes change them too. */
  dashboard: () => ['admin', 'dashboard'] as const,
  refundsDue: () => ['admin', 'refunds-due'] as const,
  verifyToken: (token: string | null) => ['admin', 'verify-token', token] as const,
  deadLettersAll: () => ['admin', 'dead-letters'] as const,
  deadLetters: (all: boolean) => ['admin', 'dead-letters', { all }] as const,
  deadLetter: (service: string, id: string) => ['admin', 'dead-letters', service, id] as const,
  /** Everything the product management screen shows; every product write invalidates it. */
  productsAll: () => ['admin', 'products'] as const,
  products: (query: object) => ['admin', 'products', 'list', query] as const,
  productStats: () => ['admin', 'products', 'stats'] as const,
  /** The inbox: its pages, one message, and the navigation's unread count. */
  messagesAll: () => ['admin', 'messages'] as const,
  messages: (query: object) => ['admin', 'messages', 'list', query] as const,
  message: (id: string) => ['admin', 'messages', 'one', id] as const,
  unhandledMessages: () => ['admin', 'messages', 'unhandled'] as const,
  /** The newsletter's subscriber pages. */
  subscribersAll: () => ['admin', 'newsletter'] as const,
  subscribers: (query: object) => ['admin', 'newsletter', query] as const,
};

/** Admin data belongs to the signed-in admin: dropped from the cache when the session changes. */
export const ADMIN_QUERY_META = USER_SCOPED_META;
