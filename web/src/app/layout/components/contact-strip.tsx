import { Link } from 'react-router';

import { MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from '@/components/icons';
import { SHOP } from '@/config/shop';
import { telHref, useShopSettings } from '@/lib/shop-settings';

import styles from './contact-strip.module.css';

/** Phone, email and showroom above the header bar. */
export function ContactStrip() {
  const contact = useShopSettings().data?.contact;
  return (
    <div className={styles.strip}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.list} aria-label="Contact us">
          {contact && (
            <>
              <li>
                <a href={telHref(contact.phone)} className={styles.link}>
                  <PhoneIcon size={15} />
                  {contact.phone}
                </a>
              </li>
              <li className={styles.email}>
                <a href={`mailto:${contact.email}`} className={styles.link}>
                  <MailIcon size={15} />
                  {contact.email}
                </a>
              </li>
            </>
          )}
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
