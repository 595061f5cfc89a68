import { Link } from 'react-router';

import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';
import { DetailCard } from '@/features/content/components/detail-card';
import { HoursList } from '@/features/content/components/hours-list';
import { LocationCard } from '@/features/content/components/location-card';
import { ShowroomAddress } from '@/features/content/components/showroom-address';
import { ShopPhoneLink } from '@/components/shop-phone-link';

import styles from './showroom.module.css';

/** /showroom: where it is, when it is open, and what to expect. */
export default function ShowroomRoute() {
  return (
    <ContentPage
      title="Visit Our Showroom"
      narrow={false}
      intro={`Sit on the sofas, try the mattresses and see the finishes for yourself in ${SHOP.address.area}, ${SHOP.address.city}.`}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <LocationCard />
          <Prose>
            <h2>What you will find</h2>
            <p>
              Over 1,500 square metres of furniture laid out room by room: living rooms, bedrooms, dining rooms, home
              offices, kids&apos; rooms and outdoor spaces, plus our mattress gallery and fabric library with more than 200
              fabrics and leathers.
            </p>
            <h2>Free design advice</h2>
            <p>
              Bring a photo or a floor plan of your room and our designers will help you choose pieces that fit, in size and
              in style. For bigger projects, ask about our <Link to="/services/interior-design">interior design</Link> and{' '}
              <Link to="/services/space-planning">space planning</Link> services.
            </p>
            <h2>Getting here</h2>
            <p>
              We are on {SHOP.address.street}. {SHOP.address.landmark}. Matatus on the Ngong Road route stop right outside.
            </p>
          </Prose>
        </div>
        <aside className={styles.side} aria-label="Showroom details">
          <DetailCard tone="outlined" icon={<MapPinIcon size={18} />} title="Address">
            <ShowroomAddress />
          </DetailCard>
          <DetailCard tone="outlined" icon={<ClockIcon size={18} />} title="Showroom hours">
            <HoursList rows={SHOP.showroomHours} label="Showroom hours" />
          </DetailCard>
          <DetailCard tone="outlined" icon={<PhoneIcon size={18} />} title="Book a visit">
            <p>
              Want a designer to yourself? Call <ShopPhoneLink /> to book a
              free one-hour appointment.
            </p>
            <ButtonLink to="/contact" variant="secondary" fullWidth>
              Send us a message
            </ButtonLink>
          </DetailCard>
        </aside>
      </div>
    </ContentPage>
  );
}
