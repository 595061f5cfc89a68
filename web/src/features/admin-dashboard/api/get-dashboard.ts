import { useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** The dashboard's figures; a part is null when the service behind it failed. */
export type Dashboard = Schemas['Dashboard'];

/** admin-side.md sections 4 and 9: the dashboard refreshes itself every 5 minutes. */
export const DASHBOARD_REFRESH_MS = 300_000;
/** admin-side.md sections 4 and 9: the API status is checked every 30 seconds, 5 s and one try each. */
export const HEALTH_POLL_MS = 30_000;
export const HEALTH_TIMEOUT_MS = 5_000;

export const dashboardKeys = {
  dashboard: adminKeys.dashboard,
  health: () => ['health'] as const,
};

/** `GET /api/admin/dashboard` (admin), fetched again every 5 minutes while the screen is open. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.dashboard(),
    queryFn: ({ signal }) => getDocumented('/api/admin/dashboard', { signal }),
    meta: ADMIN_QUERY_META,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export type ApiStatus = 'checking' | 'online' | 'offline';

/**
 * `GET /health` every 30 seconds: online when every service answers (200); offline when the
 * gateway cannot be reached, does not answer in 5 s, or reports a service down (503).
 */
export function useApiHealth() {
  const query = useQuery({
    queryKey: dashboardKeys.health(),
    queryFn: ({ signal }) => getDocumented('/health', { signal, timeoutMs: HEALTH_TIMEOUT_MS, attempts: 1 }),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const status: ApiStatus = query.isError ? 'offline' : query.isSuccess ? 'online' : 'checking';
  const lastChecked = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  return { status, checking: query.isFetching, lastChecked: lastChecked > 0 ? new Date(lastChecked) : null, recheck: () => void query.refetch() };
}
