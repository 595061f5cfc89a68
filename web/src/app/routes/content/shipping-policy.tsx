import { Link } from 'react-router';

import { DeliveryZonesTable } from '@/components/delivery/delivery-zones';
import { ContentPage, Prose } from '@/components/content-page';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

/** /shipping-policy: delivery areas, times, fees and what happens on delivery day. */
export default function ShippingPolicyRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="Shipping Policy"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      meta="Last updated 1 November 2026"
      intro={`We deliver to all 47 counties of Kenya. ${freeDelivery}.`}
    >
      <Prose>
        <h2>Delivery times and fees</h2>
        <p>
          The fee depends on the zone of your county and the weight of the order; the product page, the cart and the
          checkout show it, with the delivery dates, for your county. Times are in business days (not Sundays or public
          holidays). You can also collect your order from a pickup point.
        </p>
        <DeliveryZonesTable />
        <p>
          Delivery times count from the day your order is confirmed (for M-Pesa, card and PayPal, when the payment is
          received; for cash on delivery, when you place the order). Custom-made pieces have their own lead time, which
          we agree with you when you order.
        </p>

        <h2>Before delivery</h2>
        <ul>
          <li>We call you on the phone number in your order at least one day before delivery to agree a time window.</li>
          <li>
            Please check that the furniture will fit through doors, stairways and lifts. Every product page lists its
            dimensions; our team is happy to advise.
          </li>
          <li>
            If you chose cash on delivery, please have the exact amount ready (a {figures.codFee} cash-handling fee
            is included in your order total).
          </li>
        </ul>

        <h2>On delivery day</h2>
        <ul>
          <li>Our team carries the furniture to the room of your choice and assembles it at no extra cost.</li>
          <li>We take all the packaging away with us.</li>
          <li>
            Please inspect every item before you sign. If anything is damaged or missing, note it on the delivery note and
            tell us within 48 hours, and we will repair or replace it.
          </li>
        </ul>

        <h2>Missed deliveries</h2>
        <p>
          If nobody is available at the agreed time, we will call to rearrange. A second failed attempt within Nairobi may
          carry a redelivery fee of {figures.deliveryFee}.
        </p>

        <h2>Tracking your order</h2>
        <p>
          Follow your order under My Orders, or on the <Link to="/track-order">Track Order</Link> page with your order
          number and phone number. Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
