import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';
import { postDocumented } from '@/lib/api-contract';
import type { InstalmentPlan } from '@/components/instalment-schedule';

/**
 * `POST /api/orders/instalment-plan` `{ total }` (anyone) -> the Lipa Mdogo Mdogo schedule an
 * order of this total placed now would have; 400 `fields.total` with the reason when the plan is
 * off or the total is below its minimum.
 */
export function previewInstalmentPlan(total: number, signal?: AbortSignal): Promise<InstalmentPlan> {
  return postDocumented('/api/orders/instalment-plan', { body: { total }, signal });
}

export const instalmentPlanQueryOptions = (total: number) =>
  queryOptions({
    queryKey: ['orders', 'instalment-plan', total],
    queryFn: ({ signal }) => previewInstalmentPlan(total, signal),
    enabled: total > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The schedule for `total`, or why the plan is not offered for it. */
export function useInstalmentPreview(total: number | undefined) {
  const query = useQuery(instalmentPlanQueryOptions(total ?? 0));
  const refusal = isApiError(query.error) ? (Object.values(query.error.fields)[0] ?? query.error.message) : undefined;
  return { plan: query.isError ? undefined : query.data, refusal, isLoading: query.isLoading };
}
