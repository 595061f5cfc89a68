import { Link, useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { officeHoursLine, SERVICES, SHOP, type ServiceSlug } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { formatKsh } from '@/lib/format';
import { ShopPhoneLink } from '@/components/shop-phone-link';

import NotFoundRoute from '../not-found';
import styles from './service.module.css';

type ServiceDetail = { intro: string; includes: string[]; steps: string[]; note?: string; shopLink?: { label: string; to: string } };

/** A design fee is refunded as credit on furniture worth over this, KSh (a service promise, not a business setting). */
const DESIGN_CREDIT_OVER = 100_000;

const details = (freeDelivery: string): Record<ServiceSlug, ServiceDetail> => ({
  'custom-furniture': {
    intro:
      'Can’t find exactly the right size, fabric or finish? Our Nairobi workshop makes sofas, beds, wardrobes, dining sets and TV units to your specification.',
    includes: [
      'A free consultation in the showroom or at your home',
      'A drawing and a fixed quote before anything is made',
      'A choice of more than 200 fabrics and leathers, and hardwoods such as mahogany, mvule and cypress',
      `Delivery, assembly and our ${SHOP.warrantyYears}-year warranty`,
    ],
    steps: ['Tell us what you need', 'Approve the drawing and quote (a 50% deposit starts production)', 'We build it: usually 3-5 weeks', 'We deliver and assemble'],
    note: 'Custom pieces are made for you, so they cannot be returned for a change of mind; faults are always covered.',
  },
  'interior-design': {
    intro:
      'Our designers plan a room, or a whole home, with you: layout, furniture, colours, lighting and soft furnishings, within a budget you set.',
    includes: ['A home visit and measurements', 'Mood boards and a furniture plan', 'A costed shopping list', 'Styling on delivery day'],
    steps: ['Book a consultation', 'We visit, measure and listen', 'We present the design and the costs', 'We deliver, install and style'],
    note: `The design fee for a single room is refunded as credit when you buy furniture worth over ${formatKsh(DESIGN_CREDIT_OVER)}.`,
  },
  restoration: {
    intro: 'Good furniture deserves a second life. We reupholster, refinish and repair sofas, chairs, tables and cabinets.',
    includes: ['Reupholstery with new foam and fabric', 'Sanding, staining and re-varnishing wood', 'Repairs to frames, joints and drawers', 'Collection and return within Nairobi'],
    steps: ['Send us photos for an estimate', 'We collect the piece', 'Our craftsmen restore it: usually 1-3 weeks', 'We return it to your home'],
  },
  'office-furniture': {
    intro: 'Desks, ergonomic chairs, storage and meeting tables for home offices, start-ups and growing teams.',
    includes: ['Ergonomic seating advice', 'Layouts for open-plan and private offices', 'Volume pricing for 10 or more workstations', 'Weekend installation to avoid disrupting work'],
    steps: ['Tell us about your team and space', 'We propose a layout and quote', 'We deliver and install'],
    shopLink: { label: 'Shop office furniture', to: '/category/office' },
  },
  delivery: {
    intro: 'Careful delivery to all 47 counties, express where your zone offers it, or pickup at our showroom and partner stations.',
    includes: [
      `The fee and dates for your county on every product page and at checkout. ${freeDelivery}`,
      'A call the day before to agree a time window',
      'Carrying to the room of your choice and full assembly',
      'Removal of all packaging',
    ],
    steps: ['Place your order', 'We call to schedule', 'We deliver, assemble and tidy up'],
    shopLink: { label: 'Read the shipping policy', to: '/shipping-policy' },
  },
  maintenance: {
    intro: 'Keep your furniture looking new with professional cleaning, re-tightening and touch-ups, in your home.',
    includes: ['Deep cleaning of fabric sofas, mattresses and rugs', 'Leather cleaning and conditioning', 'Re-tightening of beds, chairs and tables', 'Touch-ups to scratches and water marks'],
    steps: ['Book a visit', 'Our technician inspects and quotes', 'The work is done the same day in most cases'],
  },
  'space-planning': {
    intro: 'A measured floor plan that shows exactly what fits, before you buy. Ideal for new homes, small apartments and open-plan spaces.',
    includes: ['Measurements of your rooms', 'A scaled plan with furniture placed', 'Advice on circulation, light and storage', 'A list of pieces that fit'],
    steps: ['Book a visit or send a floor plan', 'We prepare your plan within 5 business days', 'We walk you through it in the showroom or online'],
  },
  corporate: {
    intro: 'Furnishing offices, hotels, schools, restaurants and short-stay apartments, with one point of contact from quote to installation.',
    includes: ['Dedicated account manager', 'Contract-grade fabrics and finishes', 'Volume pricing and invoice terms for registered businesses', 'Installation on your schedule, including weekends'],
    steps: ['Share your brief and timeline', 'We visit and quote', 'We supply samples for approval', 'We deliver and install, in phases if needed'],
  },
});

/** /services/{service}: one of the 8 services. */
export default function ServiceRoute() {
  const { service } = useParams();
  const freeDelivery = useFreeDeliverySentence();
  const summary = SERVICES.find((item) => item.slug === service);
  if (!summary) return <NotFoundRoute />;
  const detail = details(freeDelivery)[summary.slug];
  const others = SERVICES.filter((item) => item.slug !== summary.slug);

  return (
    <ContentPage title={summary.name} trail={[{ label: 'Services' }]} narrow={false} intro={detail.intro}>
      <div className={styles.layout}>
        <Prose>
          <h2>What&apos;s included</h2>
          <ul>
            {detail.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>How it works</h2>
          <ol>
            {detail.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {detail.note && <p>{detail.note}</p>}
          <div className={styles.actions}>
            <ButtonLink to="/contact">Ask about {summary.name.toLowerCase()}</ButtonLink>
            {detail.shopLink && (
              <ButtonLink to={detail.shopLink.to} variant="secondary">
                {detail.shopLink.label}
              </ButtonLink>
            )}
          </div>
          <p>
            Or call us on <ShopPhoneLink /> ({officeHoursLine()}).
          </p>
        </Prose>
        <nav aria-label="Other services" className={styles.others}>
          <h2 className={styles.othersTitle}>Other services</h2>
          <ul className={styles.othersList}>
            {others.map((item) => (
              <li key={item.slug}>
                <Link to={`/services/${item.slug}`} className={styles.otherLink}>
                  <strong>{item.name}</strong>
                  <span>{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </ContentPage>
  );
}
