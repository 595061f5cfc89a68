import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { isApiError } from '@/lib/api-client';

/** A 403 from the server: the caller is signed in but not (or no longer) an admin. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * Whether any query or mutation of this session has been refused with 403 since `sessionKey`
 * (the token) last changed. The server decides the role on every call (the gateway asks the auth
 * service), so an admin demoted mid-session gets 403s at once; the admin layout then says Access
 * Denied instead of each screen reading the refusal as an outage.
 */
export function useAdminForbidden(sessionKey: string | null): boolean {
  const queryClient = useQueryClient();
  const [forbiddenFor, setForbiddenFor] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const mark = () => setForbiddenFor(sessionKey);
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isForbidden(event.query.state.error)) mark();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isForbidden(event.mutation?.state.error)) mark();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, sessionKey]);

  return forbiddenFor !== undefined && forbiddenFor === sessionKey;
}
