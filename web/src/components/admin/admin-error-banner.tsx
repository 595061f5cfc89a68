import { AlertIcon } from '../icons';
import { Button, ButtonLink } from '../ui/button';

import type { AdminErrorDescription } from '@/lib/admin/admin-error';
import { useClearToken } from '@/lib/admin/use-clear-token';
import { useCopy } from '@/lib/use-copy';
import styles from './admin-error-banner.module.css';

type AdminErrorBannerProps = {
  error: AdminErrorDescription;
  onRetry: () => void;
  /** What Copy Debug Info copies. */
  debugInfo: () => string;
};

/**
 * An admin load failure: what happened and the next steps (admin-side.md section 2). The Token
 * Manager lives under Operations (issue 23, part 6), so the banner links there.
 */
export function AdminErrorBanner({
  error,
  onRetry,
  debugInfo,
}: AdminErrorBannerProps) {
  const copy = useCopy();
  const clearToken = useClearToken();
  return (
    <div className={styles.banner} role="alert">
      <AlertIcon size={22} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>{error.message}</p>
        {error.hint && <p className={styles.hint}>{error.hint}</p>}
        <div className={styles.actions}>
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
          <ButtonLink size="sm" variant="secondary" to="/admin/operations">
            Token Manager
          </ButtonLink>
          <Button size="sm" variant="secondary" onClick={() => void copy(debugInfo(), 'Debug info copied to clipboard')}>
            Copy Debug Info
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void clearToken('Token cleared. Please log in again.')}>
            Clear Token &amp; Login
          </Button>
        </div>
      </div>
    </div>
  );
}
