import { useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from './keys';

/** How often the navigation asks again for the unread count (a message may come any time). */
const REFRESH_MS = 60_000;

/**
 * The contact messages no admin has marked handled yet (`unhandled` of `GET /api/admin/messages`,
 * one row asked): the count beside Messages in the admin navigation. Refetched every minute and
 * whenever the inbox changes (its mutations invalidate every `['admin', 'messages']` query).
 */
export function useUnhandledMessages(options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.unhandledMessages(),
    queryFn: ({ signal }) =>
      getDocumented('/api/admin/messages', { params: { status: 'new', limit: 1 }, signal }).then((page) => page.unhandled),
    meta: ADMIN_QUERY_META,
    refetchInterval: REFRESH_MS,
    enabled: options.enabled,
  });
}
