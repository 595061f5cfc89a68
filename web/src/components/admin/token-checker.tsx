import { ShieldIcon } from '../icons';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

import { useTokenStatus } from '@/lib/admin/use-token-status';
import { TOKEN_STATUS_MESSAGES } from '@/lib/admin/token-status';
import styles from './token-checker.module.css';
import { TokenStatusBadge } from './token-status-badge';

/**
 * The token checker widget (admin-side.md section 2): Valid, Invalid, Expired, Missing or
 * Unknown. Missing and expired are decided without calling the server.
 */
export function TokenChecker({ token }: { token: string | null }) {
  const { status, verify, isChecking } = useTokenStatus(token);
  return (
    <Card as="section" padding="md" className={styles.checker} aria-labelledby="token-checker-heading">
      <div className={styles.head}>
        <ShieldIcon size={20} />
        <h2 id="token-checker-heading" className={styles.title}>
          Session token
        </h2>
        <span className={styles.status} aria-live="polite">
          <span className="visually-hidden">Status: </span>
          <TokenStatusBadge status={status} />
        </span>
      </div>
      <p className={styles.message}>{isChecking ? 'Checking with the server...' : TOKEN_STATUS_MESSAGES[status]}</p>
      {(status === 'valid' || status === 'unknown' || status === 'invalid') && token && (
        <Button variant="ghost" size="sm" loading={isChecking} loadingLabel="Checking" onClick={() => void verify.refetch()}>
          Check again
        </Button>
      )}
    </Card>
  );
}
