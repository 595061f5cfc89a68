import { useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

import type { DeadLetter, DeadLetterRef } from './dead-letter-types';

/** `GET /api/admin/dead-letters/{service}/{id}` (admin): one dead letter with its payload. */
export function getDeadLetter({ service, id }: DeadLetterRef): Promise<DeadLetter> {
  return getDocumented('/api/admin/dead-letters/{service}/{id}', { pathParams: { service, id } });
}

export function useDeadLetter(letter: DeadLetterRef | null) {
  return useQuery({
    queryKey: adminKeys.deadLetter(letter?.service ?? '', letter?.id ?? ''),
    queryFn: () => getDeadLetter(letter!),
    enabled: letter !== null,
    meta: ADMIN_QUERY_META,
  });
}
