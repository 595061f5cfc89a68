import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/redirects';

/**
 * Forgets the session token (revoking it on the server when it still works), says `message`
 * and opens /login, which brings the admin back here after signing in.
 */
export function useClearToken() {
  const { signOut } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (message: string) => {
      await signOut();
      toast({ type: 'info', message });
      const state: LoginRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
      };
      await navigate('/login', { replace: true, state });
    },
    [location, navigate, signOut, toast],
  );
}
