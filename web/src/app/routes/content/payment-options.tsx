import { Link } from 'react-router';

import { PaymentMarks } from '@/components/payment-marks';
import { ContentPage, Prose } from '@/components/content-page';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

/** /payment-options: how each payment method works. */
export default function PaymentOptionsRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="Payment Options"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      intro="Pay by M-Pesa, card, PayPal or cash on delivery. Every payment is secure, and prices are always in Kenyan shillings."
    >
      <Prose>
        <PaymentMarks />

        <h2>M-Pesa</h2>
        <ol>
          <li>Choose M-Pesa at checkout and enter your Safaricom number in the format 254712345678.</li>
          <li>Select Place Order. We send a payment request (STK push) to your phone.</li>
          <li>Enter your M-Pesa PIN on your phone to approve the payment.</li>
          <li>The checkout page confirms the payment by itself and shows your M-Pesa receipt number.</li>
        </ol>
        <p>
          If you do not approve the request in time, or it fails, your order is kept and you can simply try again. The
          amount is always your order total, rounded up to the nearest shilling.
        </p>

        <h2>Visa and Mastercard</h2>
        <p>
          Enter your card number, expiry date (MM/YY), CVV and the name on the card. Card details go straight to our
          payment provider over an encrypted connection; we never store your full card number.
        </p>

        <h2>PayPal</h2>
        <p>Enter the email address of your PayPal account and approve the payment with PayPal.</p>

        <h2>Cash on delivery</h2>
        <p>
          Pay in cash when your furniture arrives. A {figures.codFee} handling fee is added to the order, and you
          can choose a preferred delivery time: morning (8:00 AM-12:00 PM), afternoon (12:00 PM-5:00 PM) or evening (5:00
          PM-8:00 PM).
        </p>

        <h2>Prices, VAT and delivery</h2>
        <p>
          Product prices are in KSh. {figures.vatSentence} At checkout you see the subtotal, delivery for your county
          ({freeDelivery.toLowerCase()}) and any cash-on-delivery fee ({figures.codFee}) before you pay. See <Link to="/place-order">how to place an order</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
