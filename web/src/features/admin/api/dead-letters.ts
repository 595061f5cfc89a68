import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';

const deadLetterSchema = z.object({
  service: z.string(),
  id: z.string(),
  queue: z.string(),
  messageId: z.string().nullable(),
  routingKey: z.string(),
  reason: z.string(),
  error: z.string(),
  attempts: z.number(),
  deadAt: z.string(),
  replayedAt: z.string().nullable(),
  replayError: z.string().nullable(),
  payloadSize: z.number(),
  payloadText: z.string().optional(),
  payloadHex: z.string().optional(),
});

export type DeadLetter = z.infer<typeof deadLetterSchema>;

const deadLettersSchema = z.object({
  deadLetters: z.array(deadLetterSchema),
  queues: z.array(z.object({ service: z.string(), queue: z.string(), waiting: z.number(), total: z.number() })),
  unavailable: z.array(z.string()),
});

export type DeadLetters = z.infer<typeof deadLettersSchema>;

/** `GET /api/admin/dead-letters[?all=true]` (admin): waiting (or all) dead letters, newest first. */
export async function getDeadLetters(all: boolean): Promise<DeadLetters> {
  return deadLettersSchema.parse(await api.get('/api/admin/dead-letters', { params: { all: all || undefined } }));
}

export const deadLettersQueryOptions = (all: boolean) =>
  queryOptions({ queryKey: adminKeys.deadLetters(all), queryFn: () => getDeadLetters(all), meta: ADMIN_QUERY_META });

export function useDeadLetters(all: boolean) {
  return useQuery(deadLettersQueryOptions(all));
}

function path(letter: Pick<DeadLetter, 'service' | 'id'>): string {
  return `/api/admin/dead-letters/${encodeURIComponent(letter.service)}/${encodeURIComponent(letter.id)}`;
}

/** `GET /api/admin/dead-letters/{service}/{id}` (admin): one dead letter with its payload. */
export async function getDeadLetter(letter: Pick<DeadLetter, 'service' | 'id'>): Promise<DeadLetter> {
  return deadLetterSchema.parse(await api.get(path(letter)));
}

export function useDeadLetter(letter: Pick<DeadLetter, 'service' | 'id'> | null) {
  return useQuery({
    queryKey: adminKeys.deadLetter(letter?.service ?? '', letter?.id ?? ''),
    queryFn: () => getDeadLetter(letter!),
    enabled: letter !== null,
    meta: ADMIN_QUERY_META,
  });
}

const replaySchema = z.object({ deadLetter: deadLetterSchema, alreadyHandled: z.boolean() });

export type ReplayResult = z.infer<typeof replaySchema>;

/**
 * `POST /api/admin/dead-letters/{service}/{id}/replay` (admin): handles the message again (never
 * twice); 409 `replay_failed` with the reason when it fails again.
 */
export async function replayDeadLetter(letter: Pick<DeadLetter, 'service' | 'id'>): Promise<ReplayResult> {
  return replaySchema.parse(await api.post(`${path(letter)}/replay`));
}

export function useReplayDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deadLettersAll() }),
  });
}
