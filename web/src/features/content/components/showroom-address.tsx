import { SHOWROOM_ADDRESS_LINES } from '@/config/shop';

import styles from './showroom-address.module.css';

/** The showroom's postal address, one line per row. */
export function ShowroomAddress() {
  return (
    <address className={styles.address}>
      {SHOWROOM_ADDRESS_LINES.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
