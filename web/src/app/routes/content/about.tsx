import { HeartIcon, ShieldIcon, SofaIcon, StoreIcon, TruckIcon, ReturnIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';
import { InfoCards } from '@/features/content/components/info-cards';

import styles from './about.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';

/** /about: stats, mission, values and commitments. */
export default function AboutRoute() {
  const years = new Date().getFullYear() - SHOP.foundedYear;
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title={`About ${SHOP.name}`}
      narrow={false}
      intro="A Nairobi furniture house making homes more comfortable, one room at a time, for more than 25 years."
    >
      <ul className={styles.stats} aria-label="Samani in numbers">
        {SHOP.stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>

      <div className={styles.story}>
        <Prose>
          <h2>Our story</h2>
          <p>
            {SHOP.name} began in {SHOP.foundedYear} as a small upholstery workshop off Ngong Road, making sofas to order
            for neighbours and friends. Word spread, the workshop grew, and {years} years later we are one of Kenya&apos;s
            best-known furniture shops, with a showroom in {SHOP.address.area}, a team of craftsmen and designers, and
            delivery vans on the road across the country every day.
          </p>
          <p>
            We still make many of our pieces in Kenya, working with local hardwoods, foam and fabrics, and we choose the
            rest from makers we know and trust. Every piece is checked in our warehouse before it reaches you.
          </p>
          <h2>Our mission</h2>
          <p>
            To give every Kenyan family furniture that is comfortable, beautiful and built to last, at a fair price, with
            service that makes buying it easy: honest descriptions, clear prices in shillings, payment by M-Pesa, and
            delivery and assembly handled for you.
          </p>
        </Prose>
        <div className={styles.storyArt} aria-hidden="true">
          <SofaIcon size={96} />
          <p>Made for Kenyan homes since {SHOP.foundedYear}</p>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="values-heading">
        <h2 id="values-heading" className={styles.heading}>
          What we value
        </h2>
        <InfoCards
          columns={3}
          items={[
            {
              icon: <SofaIcon />,
              title: 'Craftsmanship',
              text: 'Kiln-dried hardwood frames, high-density foam and stitching that holds. We build furniture to be used every day, for years.',
            },
            {
              icon: <HeartIcon />,
              title: 'Honesty',
              text: 'Real photos, exact dimensions and materials, and prices in KSh with VAT shown clearly at checkout. No surprises.',
            },
            {
              icon: <StoreIcon />,
              title: 'Local roots',
              text: 'We work with Kenyan craftsmen and suppliers, train apprentices in our workshop and source sustainably grown timber.',
            },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="commitments-heading">
        <h2 id="commitments-heading" className={styles.heading}>
          Our commitments to you
        </h2>
        <InfoCards
          columns={3}
          items={[
            {
              icon: <TruckIcon />,
              title: 'Careful delivery',
              text: `Delivery to all 47 counties, with its fee and dates for your county on every product page. ${freeDelivery}. Assembly included.`,
              to: '/shipping-policy',
              linkLabel: 'Shipping policy',
            },
            {
              icon: <ReturnIcon />,
              title: `${SHOP.returns.days}-day returns`,
              text: `Changed your mind? Return it within ${SHOP.returns.days} days; refunds are made in ${SHOP.returns.refundTime}.`,
              to: '/return-policy',
              linkLabel: 'Return policy',
            },
            {
              icon: <ShieldIcon />,
              title: `${SHOP.warrantyYears}-year warranty`,
              text: 'Every piece is covered against manufacturing defects. If something fails, we repair or replace it.',
              to: '/faqs',
              linkLabel: 'Warranty questions',
            },
          ]}
        />
      </section>

      <section className={styles.cta} aria-labelledby="about-cta-heading">
        <h2 id="about-cta-heading">Come and see us</h2>
        <p>
          Sit on the sofas, feel the fabrics and talk to our designers at our {SHOP.address.city} showroom, or browse the
          full catalogue online.
        </p>
        <div className={styles.ctaActions}>
          <ButtonLink to="/showroom" variant="accent">
            Visit the showroom
          </ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Browse furniture
          </ButtonLink>
        </div>
      </section>
    </ContentPage>
  );
}
