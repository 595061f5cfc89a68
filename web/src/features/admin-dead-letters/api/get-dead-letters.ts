import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

export type DeadLetters = Schemas['ListJson'];

/** `GET /api/admin/dead-letters[?all=true]` (admin): waiting (or all) dead letters, newest first. */
export function getDeadLetters(all: boolean): Promise<DeadLetters> {
  return getDocumented('/api/admin/dead-letters', { params: { all: all || undefined } });
}

export const deadLettersQueryOptions = (all: boolean) =>
  queryOptions({ queryKey: adminKeys.deadLetters(all), queryFn: () => getDeadLetters(all), meta: ADMIN_QUERY_META });

export function useDeadLetters(all: boolean) {
  return useQuery(deadLettersQueryOptions(all));
}
