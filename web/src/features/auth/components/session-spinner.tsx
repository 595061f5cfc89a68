import { Spinner } from '@/components/ui/spinner';

import styles from './session-spinner.module.css';

/** The full-page spinner shown while the session loads on a guarded page. */
export function SessionSpinner({ label = 'Checking your session' }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
