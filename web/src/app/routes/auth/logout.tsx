import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { SessionSpinner } from '@/features/auth/components/session-spinner';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { usePageTitle } from '@/lib/page-title';

/**
 * /logout?from={path}: the menus' Logout entry. Signs out once, then goes to /login, or to /
 * when it was opened from an admin page (customer-side.md section 4).
 */
export default function LogoutRoute() {
  usePageTitle('Signing out');
  const [params] = useSearchParams();
  const signOut = useSignOut();
  const started = useRef(false);
  const from = params.get('from') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut({ from });
  }, [from, signOut]);

  return <SessionSpinner label="Signing you out" />;
}
