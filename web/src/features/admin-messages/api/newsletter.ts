import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';
import { deleteDocumented, downloadDocumented, getDocumented, type Schemas } from '@/lib/api-contract';
import { saveFile } from '@/lib/save-file';

export type Subscriber = Schemas['SubscriberJson'];
export type SubscriberPage = Schemas['SubscriberPage'];

export const SUBSCRIBER_PAGE_SIZE = 20;

export type SubscriberQuery = { search: string; page: number };

/** `GET /api/admin/newsletter?search&page&limit` (admin): newest first; `pagination.total` is the count. */
export function useSubscribers(query: SubscriberQuery) {
  return useQuery({
    queryKey: adminKeys.subscribers(query),
    queryFn: ({ signal }) =>
      getDocumented('/api/admin/newsletter', {
        params: { search: query.search.trim(), page: query.page, limit: SUBSCRIBER_PAGE_SIZE },
        signal,
      }),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
  });
}

export const SUBSCRIBER_REMOVED_MESSAGE = 'Subscriber removed';

/** `DELETE /api/admin/newsletter/{email}` (admin, audited). */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => deleteDocumented('/api/admin/newsletter/{email}', { pathParams: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.subscribersAll() }),
  });
}

/** `GET /api/admin/newsletter/export.csv` (admin): every active subscriber, saved under the server's name. */
export async function exportSubscribers(): Promise<string> {
  const file = await downloadDocumented('/api/admin/newsletter/export.csv', {
    headers: { Accept: 'text/csv, application/json' },
    timeoutMs: 120_000,
  });
  const filename = file.filename ?? `newsletter-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(file.blob, filename);
  return filename;
}

export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
