import { Link } from 'react-router';

import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';

/** /privacy-policy and /privacy. */
export default function PrivacyPolicyRoute() {
  return (
    <ContentPage
      title="Privacy Policy"
      withSideNav
      meta="Last updated 1 November 2026"
      intro="How we collect, use and protect your personal data, in line with Kenya's Data Protection Act, 2019."
    >
      <Prose>
        <h2>Who we are</h2>
        <p>
          {SHOP.name} ({SHOP.address.building}, {SHOP.address.street}, {SHOP.address.city}) is the data controller for the
          personal data you give us through this website, in our showroom and by phone.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>Account details: your name, email address, phone number and password (stored only as a secure hash).</li>
          <li>Order details: delivery address, county, postal code, the items you buy and delivery instructions.</li>
          <li>
            Payment details: the payment method, your M-Pesa number for M-Pesa payments and the receipt number. For cards
            we keep only the card brand and the last four digits; we never store full card numbers or CVVs.
          </li>
          <li>Messages you send us through the contact form, and your email address if you subscribe to our newsletter.</li>
          <li>
            Your cart and wishlist, which are kept in your own browser (local storage) and not sent to us until you place
            an order.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To process, deliver and support your orders, and to take payment.</li>
          <li>To reply to your messages and keep you informed about your orders.</li>
          <li>To send our newsletter, only if you subscribed; every email has an unsubscribe link.</li>
          <li>To prevent fraud and keep our website secure.</li>
          <li>To meet our legal obligations, such as keeping tax records.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>
          We share only what is needed with the companies that help us serve you: Safaricom for M-Pesa payments, our card
          and PayPal payment providers, and our delivery partners for orders outside Nairobi. We never sell your personal
          data.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep order and payment records for seven years, as Kenyan tax law requires. Account details are kept while
          your account is open; messages for two years; newsletter subscriptions until you unsubscribe.
        </p>

        <h2>Your rights</h2>
        <p>
          You may ask to see the personal data we hold about you, to correct it, to delete it, or to object to its use for
          marketing. Write to <a href={`mailto:${SHOP.emails.support}`}>{SHOP.emails.support}</a> and we will answer within
          14 days. You may also complain to the Office of the Data Protection Commissioner.
        </p>

        <h2>Security</h2>
        <p>
          All traffic to this website is encrypted, passwords are stored as salted hashes, and access to customer data is
          limited to the staff who need it.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about this policy? <Link to="/contact">Contact us</Link> or write to {SHOP.emails.support}.
        </p>
      </Prose>
    </ContentPage>
  );
}
