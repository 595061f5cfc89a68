import { Link } from 'react-router';

import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

/** /terms-of-service and /terms. */
export default function TermsOfServiceRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="Terms of Service"
      withSideNav
      meta="Last updated 1 November 2026"
      intro={`The terms that apply when you use this website and buy from ${SHOP.name}.`}
    >
      <Prose>
        <h2>1. About these terms</h2>
        <p>
          These terms apply to every order placed on this website. By placing an order you accept them. They do not affect
          your rights under the Consumer Protection Act, 2012 and other Kenyan law.
        </p>

        <h2>2. Your account</h2>
        <p>
          You need an account to place an order. Keep your password private; you are responsible for orders placed with
          your account. Tell us at once if you think someone else has used it.
        </p>

        <h2>3. Prices and payment</h2>
        <ul>
          <li>Prices are in Kenyan shillings (KSh). {figures.vatSentence}</li>
          <li>
            Delivery costs depend on your county, the order's weight and the choice you make (standard, express or
            pickup); the checkout shows the fee and the dates before you pay. {freeDelivery}. Cash on delivery adds a{' '}
            {figures.codFee} fee.
          </li>
          <li>
            The total shown at checkout is calculated by our system from current prices. If a price changed while you were
            shopping, we show you the new total before you pay.
          </li>
          <li>We accept M-Pesa, Visa, Mastercard, PayPal and cash on delivery.</li>
        </ul>

        <h2>4. Your order</h2>
        <p>
          Your order is confirmed when you receive an order number and, for M-Pesa, card or PayPal, once the payment is
          received. We reserve stock for your order when you place it. If an item becomes unavailable, we will contact you
          and offer an alternative or a full refund.
        </p>

        <h2>5. Cancelling</h2>
        <p>
          You can cancel an order yourself while it is pending (see <Link to="/cancel-order">how to cancel</Link>). Once it
          is being processed, contact us and we will help where we can. Any payment for a cancelled order is refunded
          within {SHOP.returns.refundTime}.
        </p>

        <h2>6. Delivery</h2>
        <p>
          Delivery times are set out in our <Link to="/shipping-policy">shipping policy</Link>. Risk in the goods passes to
          you when they are delivered.
        </p>

        <h2>7. Returns and warranty</h2>
        <p>
          You may return items within {SHOP.returns.days} days, and all furniture carries a {SHOP.warrantyYears}-year
          warranty; see our <Link to="/return-policy">return policy</Link>.
        </p>

        <h2>8. Product information</h2>
        <p>
          We describe and photograph our products as accurately as we can. Natural materials such as wood and leather vary,
          and colours on screen may differ slightly from the real product.
        </p>

        <h2>9. Liability</h2>
        <p>
          We are responsible for loss you suffer that is a foreseeable result of our breaking these terms, up to the value
          of your order. Nothing in these terms limits liability that cannot be limited by law.
        </p>

        <h2>10. Law and disputes</h2>
        <p>
          These terms are governed by the laws of Kenya. If you have a complaint, please <Link to="/contact">contact us</Link>{' '}
          first; most issues are resolved within a few days.
        </p>
      </Prose>
    </ContentPage>
  );
}
