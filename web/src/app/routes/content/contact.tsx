import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { officeHoursLine, SHOP } from '@/config/shop';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContentPage } from '@/components/content-page';
import { DetailCard } from '@/features/content/components/detail-card';
import { HoursList } from '@/features/content/components/hours-list';
import { LocationCard } from '@/features/content/components/location-card';
import { ShowroomAddress } from '@/features/content/components/showroom-address';
import { telHref, useShopSettings } from '@/lib/shop-settings';

import styles from './contact.module.css';

/** /contact: showroom address, phones, emails, showroom hours, the message form and the map. */
export default function ContactRoute() {
  const contact = useShopSettings().data?.contact;
  return (
    <ContentPage
      title="Contact Us"
      narrow={false}
      intro={`Questions about a product, an order or a delivery? Call, email, visit the showroom or send us a message: we reply within ${SHOP.replyWithin}.`}
    >
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            Send us a message
          </h2>
          <p className={styles.lead}>Fields marked * are required.</p>
          <ContactForm />
        </section>

        <aside className={styles.details} aria-label="Our contact details">
          <DetailCard tone="muted" icon={<MapPinIcon size={18} />} title="Showroom">
            <ShowroomAddress />
          </DetailCard>
          <DetailCard tone="muted" icon={<PhoneIcon size={18} />} title="Phone">
            <p>
              Sales: {contact ? <a href={telHref(contact.phone)}>{contact.phone}</a> : '…'}
            </p>
            <p>
              Customer care: <a href={SHOP.phones.support.href}>{SHOP.phones.support.display}</a>
            </p>
          </DetailCard>
          <DetailCard tone="muted" icon={<MailIcon size={18} />} title="Email">
            <p>
              Sales: {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '…'}
            </p>
            <p>
              Support: <a href={`mailto:${SHOP.emails.support}`}>{SHOP.emails.support}</a>
            </p>
          </DetailCard>
          <DetailCard tone="muted" icon={<ClockIcon size={18} />} title="Showroom hours">
            <HoursList rows={SHOP.showroomHours} label="Showroom hours" />
            <p className={styles.small}>
              Phone and email are answered during office hours: {officeHoursLine()}.
            </p>
          </DetailCard>
        </aside>
      </div>

      <section className={styles.map} aria-labelledby="find-us-heading">
        <h2 id="find-us-heading" className={styles.heading}>
          Find us
        </h2>
        <LocationCard />
      </section>
    </ContentPage>
  );
}
