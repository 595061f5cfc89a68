import { Link } from 'react-router';

import { CardIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { PaymentMarks } from '@/components/payment-marks';
import { FOOTER_COLUMNS, POLICY_LINKS } from '@/config/navigation';
import { SHOP } from '@/config/shop';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { shopFigures, telHref, useShopSettings } from '@/lib/shop-settings';

import { BackToTop } from './back-to-top';
import styles from './site-footer.module.css';

const promises = (freeDelivery: string) => [
  { icon: <TruckIcon />, title: 'Delivery by county', text: freeDelivery },
  { icon: <ReturnIcon />, title: `${SHOP.returns.days}-day returns`, text: `Refunds in ${SHOP.returns.refundTime}` },
  { icon: <ShieldIcon />, title: `${SHOP.warrantyYears}-year warranty`, text: 'On all our furniture' },
  { icon: <CardIcon />, title: 'Secure payment', text: 'M-Pesa, cards, PayPal or cash on delivery' },
];

/**
 * The footer: promises, shop facts, link columns, payments, office hours, newsletter. The
 * delivery threshold, VAT rate and the shop's name, address, phone and email are the business
 * settings (GET /api/settings); while they load, their places wait rather than guess.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const settings = useShopSettings().data;
  const figures = shopFigures(settings);
  const freeDelivery = useFreeDeliverySentence();
  const contact = settings?.contact;
  return (
    <footer className={styles.footer}>
      <div className={styles.promises}>
        <ul className={`container ${styles.promiseList}`}>
          {promises(freeDelivery).map((promise) => (
            <li key={promise.title} className={styles.promise}>
              <span className={styles.promiseIcon}>{promise.icon}</span>
              <span>
                <strong className={styles.promiseTitle}>{promise.title}</strong>
                <span className={styles.promiseText}>{promise.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className={`container ${styles.main}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <Logo tone="light" />
          <h2 id="footer-about" className="visually-hidden">
            About {contact?.name ?? SHOP.name}
          </h2>
          <p className={styles.blurb}>
            Quality sofas, beds, dining sets and office furniture for Kenyan homes and businesses,
            from our {SHOP.address.city} showroom to your door.
          </p>
          <address className={styles.address}>
            <span className={styles.fact}>
              <MapPinIcon size={16} />
              <span>{contact?.address ?? '…'}</span>
            </span>
            {contact && (
              <>
                <a href={telHref(contact.phone)} className={styles.fact}>
                  <PhoneIcon size={16} />
                  {contact.phone}
                </a>
                <a href={`mailto:${contact.email}`} className={styles.fact}>
                  <MailIcon size={16} />
                  {contact.email}
                </a>
              </>
            )}
          </address>
          <div className={styles.hours}>
            <h3 className={styles.columnTitle}>
              <ClockIcon size={16} /> Office hours
            </h3>
            <dl className={styles.hoursList}>
              {SHOP.officeHours.map((row) => (
                <div key={row.days} className={styles.hoursRow}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <nav className={styles.columns} aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className={styles.column}>
              <h3 className={styles.columnTitle}>{column.title}</h3>
              <ul className={styles.linkList}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.newsletterTitle}>
            Get offers and new arrivals first
          </h2>
          <p className={styles.newsletterText}>
            One email a fortnight: sales, new collections and room ideas. Unsubscribe any time.
          </p>
          <NewsletterForm />
          <h3 className={styles.columnTitle}>We accept</h3>
          <PaymentMarks />
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {year} {contact?.name ?? SHOP.name}. All rights reserved. Prices in KSh; {figures.vatRate} VAT is added at checkout.
          </p>
          <ul className={styles.policies} aria-label="Policies">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
