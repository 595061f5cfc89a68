import { useMutation, useQueryClient } from '@tanstack/react-query';

import { postDocumented, type Schemas } from '@/lib/api-contract';
import { adminKeys } from '@/lib/admin/keys';

import type { DeadLetterRef } from './dead-letter-types';

export type ReplayResult = Schemas['ReplayJson'];

/**
 * `POST /api/admin/dead-letters/{service}/{id}/replay` (admin): handles the message again (never
 * twice); 409 `replay_failed` with the reason when it fails again.
 */
export function replayDeadLetter({ service, id }: DeadLetterRef): Promise<ReplayResult> {
  return postDocumented('/api/admin/dead-letters/{service}/{id}/replay', { pathParams: { service, id } });
}

export function useReplayDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deadLettersAll() }),
  });
}
