import { useId, useState } from 'react';

import { formatDateTime } from '@/lib/format';

import type { ApiStatus } from '../api/get-dashboard';
import styles from './connectivity-badge.module.css';

type ConnectivityBadgeProps = {
  online: boolean;
  api: ApiStatus;
  /** The API is being checked right now. */
  checking: boolean;
  lastChecked: Date | null;
};

export const API_STATUS_TEXT: Record<ApiStatus, string> = {
  checking: 'Checking...',
  online: 'Connected',
  offline: 'API Offline',
};

/**
 * The floating badge at the bottom right (admin-side.md, Admin Dashboard): shown only while the
 * internet is down or the API is offline; a click opens the internet status, the API status and
 * when it was last checked.
 */
export function ConnectivityBadge({ online, api, checking, lastChecked }: ConnectivityBadgeProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (online && api !== 'offline') return null;
  const label = online ? API_STATUS_TEXT.offline : 'No Internet';
  return (
    <div className={styles.badge} role="status">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </button>
      {open && (
        <dl id={panelId} className={styles.panel}>
          <dt>Internet</dt>
          <dd>{online ? 'Connected' : 'No Internet'}</dd>
          <dt>API</dt>
          <dd>{checking ? API_STATUS_TEXT.checking : API_STATUS_TEXT[api]}</dd>
          <dt>Last checked</dt>
          <dd>{lastChecked ? formatDateTime(lastChecked) : 'Never'}</dd>
        </dl>
      )}
    </div>
  );
}
