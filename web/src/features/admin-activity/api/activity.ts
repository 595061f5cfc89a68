import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** One admin write as the gateway sends it (the OpenAPI document's `ActivityEntryJson`). */
export type ActivityEntry = Schemas['ActivityEntryJson'];
export type ActivityPage = Schemas['ActivityPage'];

/** The kinds of admin write the log records (`shop_common::audit`), with their labels. */
export const ACTIVITY_KINDS = [
  { value: 'order.status', label: 'Order status changed' },
  { value: 'order.delete', label: 'Order deleted' },
  { value: 'product.create', label: 'Product created' },
  { value: 'product.update', label: 'Product updated' },
  { value: 'product.delete', label: 'Product deleted' },
  { value: 'user.create', label: 'User created' },
  { value: 'user.role', label: 'User role changed' },
  { value: 'user.delete', label: 'User deleted' },
  { value: 'settings.update', label: 'Settings updated' },
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number]['value'];

export function isActivityKind(value: string): value is ActivityKind {
  return ACTIVITY_KINDS.some((kind) => kind.value === value);
}

export function kindLabel(kind: string): string {
  return ACTIVITY_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

/**
 * What the activity screen asks the server for; '' means no filter. `from` and `to` are Nairobi
 * days (`YYYY-MM-DD`), both inclusive.
 */
export type ActivityFilters = { actor: string; kind: ActivityKind | ''; from: string; to: string; page: number };

/** Entries per page of /admin/activity (the server allows 1-100). */
export const ACTIVITY_PAGE_SIZE = 20;

export const activityKeys = {
  all: [...adminKeys.all, 'activity'] as const,
  list: (filters: ActivityFilters) => [...adminKeys.all, 'activity', filters] as const,
};

/** `GET /api/admin/activity?actor&kind&from&to&page&limit` (admin): one page of the log, newest first. */
export function getActivity(filters: ActivityFilters, signal?: AbortSignal): Promise<ActivityPage> {
  return getDocumented('/api/admin/activity', {
    params: {
      actor: filters.actor || null,
      kind: filters.kind || null,
      from: filters.from || null,
      to: filters.to || null,
      page: filters.page,
      limit: ACTIVITY_PAGE_SIZE,
    },
    signal,
  });
}

export function useActivity(filters: ActivityFilters) {
  return useQuery(
    queryOptions({
      queryKey: activityKeys.list(filters),
      queryFn: ({ signal }) => getActivity(filters, signal),
      meta: ADMIN_QUERY_META,
      placeholderData: keepPreviousData,
      // Admins write all day: a page shown again is fetched again (its cached copy shows meanwhile).
      staleTime: 0,
    }),
  );
}
