import { CardIcon, MailIcon, MapPinIcon, PhoneIcon, ReturnIcon, ShieldIcon, TruckIcon, CartIcon } from '@/components/icons';
import { faqGroups } from '@/config/faqs';
import { officeHoursLine, SHOP } from '@/config/shop';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { ContentPage } from '@/components/content-page';
import { FaqSearch } from '@/features/content/components/faq-search';
import { InfoCards } from '@/features/content/components/info-cards';

import styles from './help.module.css';
import { useShopFigures } from '@/lib/shop-settings';

/** /help and /help-center: search, contact cards, topic cards and the FAQ accordion. */
export default function HelpRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="Help Center"
      narrow={false}
      intro="Answers about ordering, paying, delivery and returns, and every way to reach our team."
    >
      <section className={styles.section} aria-labelledby="help-topics">
        <h2 id="help-topics" className={styles.heading}>
          Browse by topic
        </h2>
        <InfoCards
          columns={3}
          items={[
            {
              icon: <CartIcon />,
              title: 'Ordering',
              text: 'How to choose, order and follow your furniture, step by step.',
              to: '/place-order',
              linkLabel: 'How to place an order',
            },
            {
              icon: <CardIcon />,
              title: 'Payment',
              text: 'M-Pesa, Visa, Mastercard, PayPal or cash on delivery.',
              to: '/payment-options',
              linkLabel: 'Payment options',
            },
            {
              icon: <TruckIcon />,
              title: 'Delivery',
              text: `${freeDelivery}. Fees and dates for your county are on every product page.`,
              to: '/shipping-policy',
              linkLabel: 'Shipping policy',
            },
            {
              icon: <ReturnIcon />,
              title: 'Returns & refunds',
              text: `${SHOP.returns.days} days to return; refunds in ${SHOP.returns.refundTime}.`,
              to: '/return-policy',
              linkLabel: 'Return policy',
            },
            {
              icon: <ShieldIcon />,
              title: 'Cancelling an order',
              text: 'Cancel a pending order yourself from My Orders.',
              to: '/cancel-order',
              linkLabel: 'How to cancel',
            },
            {
              icon: <MapPinIcon />,
              title: 'Tracking',
              text: 'Follow your delivery with your order number and phone.',
              to: '/track-order',
              linkLabel: 'Track an order',
            },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="help-faq">
        <h2 id="help-faq" className={styles.heading}>
          Frequently asked questions
        </h2>
        <FaqSearch groups={faqGroups(figures, freeDelivery)} />
      </section>

      <section className={styles.section} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.heading}>
          Still need help?
        </h2>
        <InfoCards
          columns={3}
          items={[
            {
              icon: <PhoneIcon />,
              title: 'Call us',
              text: `${officeHoursLine()}. Customer care: ${SHOP.phones.support.display}.`,
              href: SHOP.phones.support.href,
              linkLabel: `Call ${SHOP.phones.support.display}`,
            },
            {
              icon: <MailIcon />,
              title: 'Email us',
              text: `Write any time; we reply within ${SHOP.replyWithin}, in office hours.`,
              href: `mailto:${SHOP.emails.support}`,
              linkLabel: SHOP.emails.support,
            },
            {
              icon: <MapPinIcon />,
              title: 'Visit the showroom',
              text: `${SHOP.address.street}, ${SHOP.address.area}, ${SHOP.address.city}. Open daily.`,
              to: '/showroom',
              linkLabel: 'Showroom hours and directions',
            },
          ]}
        />
      </section>
    </ContentPage>
  );
}
