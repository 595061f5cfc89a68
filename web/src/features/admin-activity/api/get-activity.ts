import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

import type { ActivityFilters, ActivityPage } from './activity-types';

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

export const activityQueryOptions = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ signal }) => getActivity(filters, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
    // Admins write all day: a page shown again is fetched again (its cached copy shows meanwhile).
    staleTime: 0,
  });

export function useActivity(filters: ActivityFilters) {
  return useQuery(activityQueryOptions(filters));
}
