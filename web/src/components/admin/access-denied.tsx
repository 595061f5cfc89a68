import { useNavigate } from 'react-router';

import { ShieldIcon } from '../icons';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { useSignOut } from '@/lib/auth/use-sign-out';

import styles from './access-denied.module.css';

/** Whether this tab has an earlier page of the app to go back to (React Router keeps `idx`). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * What a signed-in non-admin sees on an admin screen (admin-side.md section 2), and what the
 * admin layout shows in place of any screen once the server answers an admin call with 403 (an
 * admin demoted mid-session).
 */
export function AccessDenied() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <div className={styles.page}>
      <p className={styles.alert} role="alert">
        Access Denied: Admin privileges required
      </p>
      <EmptyState
        headingLevel="h1"
        icon={<ShieldIcon size={28} />}
        title="Admin Access Required"
        description="Your account does not have admin rights, or they were removed since you signed in. Sign in with an admin account to continue."
        actions={
          <>
            <Button variant="secondary" onClick={() => void (canGoBack() ? navigate(-1) : navigate('/'))}>
              Go Back
            </Button>
            <Button onClick={() => void signOut({ to: '/login' })}>Log Out &amp; Sign In Again</Button>
          </>
        }
      />
    </div>
  );
}
