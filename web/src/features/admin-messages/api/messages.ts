import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';
import { getDocumented, postDocumented, type Schemas } from '@/lib/api-contract';

export type ContactMessage = Schemas['InboxMessageJson'];
export type MessagePage = Schemas['MessagePage'];

/** `new`, `handled`, or '' for every message. */
export type MessageStatus = '' | 'new' | 'handled';

export const MESSAGE_PAGE_SIZE = 20;

export type MessageQuery = { search: string; status: MessageStatus; page: number };

/** `GET /api/admin/messages?search&status&page&limit` (admin): newest first, with the unread count. */
export function useMessages(query: MessageQuery) {
  return useQuery({
    queryKey: adminKeys.messages(query),
    queryFn: ({ signal }) =>
      getDocumented('/api/admin/messages', {
        params: { search: query.search.trim(), status: query.status || 'all', page: query.page, limit: MESSAGE_PAGE_SIZE },
        signal,
      }),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/messages/{id}` (admin): the whole message. */
export function useMessage(id: string | null) {
  return useQuery({
    queryKey: adminKeys.message(id ?? ''),
    queryFn: ({ signal }) => getDocumented('/api/admin/messages/{id}', { pathParams: { id: id ?? '' }, signal }).then((r) => r.message),
    meta: ADMIN_QUERY_META,
    enabled: id !== null,
  });
}

export const MARKED_HANDLED_MESSAGE = 'Message marked as handled';

/** `POST /api/admin/messages/{id}/handled` (admin): who and when are kept, and audited. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postDocumented('/api/admin/messages/{id}/handled', { pathParams: { id } }).then((r) => r.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messagesAll() }),
  });
}

/** The reply: the admin's own mail program, addressed to the sender, with the subject. */
export function replyLink(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
