import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocumented, postDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

export type DeadLetter = Schemas['DeadLetterJson'];

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

/** `GET /api/admin/dead-letters/{service}/{id}` (admin): one dead letter with its payload. */
export function getDeadLetter({ service, id }: Pick<DeadLetter, 'service' | 'id'>): Promise<DeadLetter> {
  return getDocumented('/api/admin/dead-letters/{service}/{id}', { pathParams: { service, id } });
}

export function useDeadLetter(letter: Pick<DeadLetter, 'service' | 'id'> | null) {
  return useQuery({
    queryKey: adminKeys.deadLetter(letter?.service ?? '', letter?.id ?? ''),
    queryFn: () => getDeadLetter(letter!),
    enabled: letter !== null,
    meta: ADMIN_QUERY_META,
  });
}

export type ReplayResult = Schemas['ReplayJson'];

/**
 * `POST /api/admin/dead-letters/{service}/{id}/replay` (admin): handles the message again (never
 * twice); 409 `replay_failed` with the reason when it fails again.
 */
export function replayDeadLetter({ service, id }: Pick<DeadLetter, 'service' | 'id'>): Promise<ReplayResult> {
  return postDocumented('/api/admin/dead-letters/{service}/{id}/replay', { pathParams: { service, id } });
}

export function useReplayDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deadLettersAll() }),
  });
}
