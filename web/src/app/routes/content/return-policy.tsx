import { Link } from 'react-router';

import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';

/** /return-policy and /returns-refunds: returns, refunds, exchanges and the warranty. */
export default function ReturnPolicyRoute() {
  const { returns } = SHOP;
  return (
    <ContentPage
      title="Returns & Refunds"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      meta="Last updated 1 November 2026"
      intro={`Not the right piece? You have ${returns.days} days from delivery to return it, and refunds are made within ${returns.refundTime}.`}
    >
      <Prose>
        <h2>Our {returns.days}-day return promise</h2>
        <p>
          You can return any item within {returns.days} days of delivery if it is unused, in its original condition and,
          where possible, in its original packaging. We collect it from you and refund you once it has been inspected.
        </p>

        <h2>How to return an item</h2>
        <ol>
          <li>
            Contact us by phone on {SHOP.phones.support.display}, by email at{' '}
            <a href={`mailto:${SHOP.emails.support}`}>{SHOP.emails.support}</a> or through the{' '}
            <Link to="/contact">contact form</Link>, with your order number and the item you want to return.
          </li>
          <li>We agree a collection date with you. Collection is free when the item is faulty or not what you ordered.</li>
          <li>Our team inspects the item on collection or at our warehouse.</li>
          <li>Your refund is processed within {returns.refundTime} of the inspection.</li>
        </ol>

        <h2>Refunds</h2>
        <ul>
          <li>M-Pesa payments are refunded to the M-Pesa number that paid.</li>
          <li>Card and PayPal payments are refunded to the card or PayPal account used.</li>
          <li>Cash on delivery payments are refunded by M-Pesa or bank transfer, as you prefer.</li>
          <li>
            Delivery fees are refunded when the item is faulty or not what you ordered. For a change of mind, a collection
            fee equal to the original delivery fee may be deducted.
          </li>
        </ul>

        <h2>What cannot be returned</h2>
        <ul>
          <li>Custom-made furniture built to your size, fabric or finish, unless it is faulty.</li>
          <li>Mattresses and pillows whose protective wrapping has been removed, for hygiene reasons.</li>
          <li>Items damaged after delivery through misuse, or items assembled or altered by someone other than our team.</li>
        </ul>

        <h2>Exchanges</h2>
        <p>
          Prefer a different colour or size? We are happy to exchange an item within {returns.days} days. You pay only the
          difference in price, if any.
        </p>

        <h2>{SHOP.warrantyYears}-year warranty</h2>
        <p>
          All our furniture is covered for {SHOP.warrantyYears} years against manufacturing defects in frames, joints,
          mechanisms and upholstery seams. Normal wear, fading from direct sunlight and accidental damage are not covered.
          To make a claim, send us your order number and a photo of the problem; we will repair or replace the item.
        </p>
      </Prose>
    </ContentPage>
  );
}
