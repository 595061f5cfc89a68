import { useLocation } from 'react-router';

import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { useToast } from '../ui/toast';
import { isApiError } from '@/lib/api-client';

import { useClearToken } from '@/lib/admin/use-clear-token';
import { useCopy } from '@/lib/use-copy';
import { useTokenStatus } from '@/lib/admin/use-token-status';
import { decodeTokenClaims } from '@/lib/admin/token-claims';
import { TOKEN_STATUS_MESSAGES } from '@/lib/admin/token-status';
import styles from './token-manager.module.css';
import { TokenStatusBadge } from './token-status-badge';

const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Token Manager (admin-side.md section 2, "User management"): the token's status, a
 * Verify button, who it belongs to and when it expires; copy it, clear it, or go to login.
 */
export function TokenManager({ token, id }: { token: string | null; id?: string }) {
  const { status, verify, isChecking } = useTokenStatus(token);
  const claims = token ? decodeTokenClaims(token) : null;
  const verified = verify.data;
  const { toast } = useToast();
  const copy = useCopy();
  const clearToken = useClearToken();
  const location = useLocation();

  async function onVerify() {
    if (!token) {
      toast({ type: 'error', message: 'No token found' });
      return;
    }
    const result = await verify.refetch();
    if (result.isSuccess) toast({ type: 'success', message: 'Token is valid!' });
    else if (isApiError(result.error) && result.error.status === 401) toast({ type: 'error', message: 'Token is invalid' });
    else toast({ type: 'error', message: `Verification failed: ${result.error?.message ?? 'Unknown error'}` });
  }

  const rows: [string, string][] = [
    ['User ID', verified?.id ?? claims?.userId ?? 'Unknown'],
    ['Email', verified?.email ?? claims?.email ?? 'Unknown'],
    ['Role', verified?.role ?? claims?.role ?? 'Unknown'],
    ['Expires', claims?.expiresAt ? dateTime.format(claims.expiresAt) : 'Unknown'],
  ];

  return (
    <Card as="section" padding="md" id={id} className={styles.manager} aria-labelledby="token-manager-heading">
      <div className={styles.head}>
        <h2 id="token-manager-heading" className={styles.title}>
          Token Manager
        </h2>
        <TokenStatusBadge status={status} />
      </div>
      <p className={styles.message} role="status">
        {isChecking ? 'Checking with the server...' : TOKEN_STATUS_MESSAGES[status]}
      </p>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void onVerify()} loading={isChecking} loadingLabel="Verifying">
          Verify
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => (token ? void copy(token, 'Token copied to clipboard') : toast({ type: 'error', message: 'No token found' }))}
        >
          Copy Token
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void clearToken('Token cleared')}>
          Clear Token
        </Button>
        <ButtonLink
          to="/login"
          state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
          size="sm"
          variant="ghost"
        >
          Login Page
        </ButtonLink>
      </div>
    </Card>
  );
}
