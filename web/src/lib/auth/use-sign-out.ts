import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';

import { useAuth } from './auth-provider';
import { pathAfterSignOut } from './redirects';

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/**
 * Signs out, says 'Logged out successfully' and leaves the page: to `to` when given,
 * otherwise by `pathAfterSignOut(from)`.
 */
export function useSignOut() {
  const { signOut, isAuthenticated } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    async ({ from = '', to }: { from?: string; to?: string } = {}) => {
      const wasSignedIn = isAuthenticated;
      await signOut();
      if (wasSignedIn) toast({ type: 'success', message: LOGGED_OUT_MESSAGE });
      await navigate(to ?? pathAfterSignOut(from), { replace: true });
    },
    [isAuthenticated, navigate, signOut, toast],
  );
}
