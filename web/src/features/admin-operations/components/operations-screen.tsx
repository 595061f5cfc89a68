import { Link } from 'react-router';

import { AdminPage } from '@/components/admin/admin-page';
import { TokenChecker } from '@/components/admin/token-checker';
import { TokenManager } from '@/components/admin/token-manager';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-provider';

import styles from './operations-screen.module.css';

/**
 * /admin/operations: the developer tools, kept off the owner's screens (issue 23, part 6): the
 * session token's checks and its manager, and the events the services gave up on.
 */
export function OperationsScreen() {
  const { token } = useAuth();
  return (
    <AdminPage title="Operations" meta={<p>Tools for whoever runs the shop's systems: the session token and failed events.</p>}>
      <div className={styles.grid}>
        <TokenChecker token={token} />
        <Card as="section" padding="md" aria-labelledby="dead-letters-heading">
          <h2 id="dead-letters-heading" className={styles.heading}>
            Dead letters
          </h2>
          <p className={styles.muted}>Events the services could not handle, by queue, with replay.</p>
          <Link to="/admin/dead-letters">Open Dead Letters</Link>
        </Card>
      </div>
      <TokenManager token={token} />
    </AdminPage>
  );
}
