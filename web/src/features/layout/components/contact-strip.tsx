import { Link } from 'react-router';

import { MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/icons';
import { SHOP } from '@/config/shop';

import styles from './contact-strip.module.css';

/** Phone, email and showroom above the header bar. */
export function ContactStrip() {
  return (
    <div className={styles.strip}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.list} aria-label="Contact us">
          <li>
            <a href={SHOP.phones.sales.href} className={styles.link}>
              <PhoneIcon size={15} />
              {SHOP.phones.sales.display}
            </a>
          </li>
          <li className={styles.email}>
            <a href={`mailto:${SHOP.emails.sales}`} className={styles.link}>
              <MailIcon size={15} />
              {SHOP.emails.sales}
            </a>
          </li>
          <li className={styles.showroom}>
            <Link to="/showroom" className={styles.link}>
              <MapPinIcon size={15} />
              Visit our {SHOP.address.city} showroom
            </Link>
          </li>
        </ul>
        <Link to="/track-order" className={`${styles.link} ${styles.track}`}>
          <TruckIcon size={15} />
          Track order
        </Link>
      </div>
    </div>
  );
}
