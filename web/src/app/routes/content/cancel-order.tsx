import { Link } from 'react-router';

import { SHOP } from '@/config/shop';
import { ContentPage, Prose } from '@/components/content-page';

import styles from './steps.module.css';

/** /cancel-order: how to cancel, and what happens to the payment. */
export default function CancelOrderRoute() {
  return (
    <ContentPage
      title="How to Cancel an Order"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      intro="You can cancel an order yourself while it is still pending, before we start preparing it."
    >
      <ol className={styles.steps}>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Sign in</h2>
            <p className={styles.stepText}>Sign in with the account you used to place the order.</p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Open My Orders</h2>
            <p className={styles.stepText}>Choose My Orders from the account menu and open the order you want to cancel.</p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Select Cancel Order</h2>
            <p className={styles.stepText}>
              The button is shown while the order is pending. Confirm, and the order status changes to Cancelled at once.
            </p>
          </div>
        </li>
      </ol>

      <Prose className={styles.after}>
        <h2>Refunds for cancelled orders</h2>
        <p>
          If you already paid by M-Pesa, card or PayPal, the full amount is refunded to the same account within{' '}
          {SHOP.returns.refundTime}. Cash on delivery orders have nothing to refund.
        </p>
        <h2>Order already processing or shipped?</h2>
        <p>
          Call us on {SHOP.phones.support.display} or <Link to="/contact">send us a message</Link> with your order number as
          soon as possible. If the furniture has already been delivered, our{' '}
          <Link to="/return-policy">{SHOP.returns.days}-day return policy</Link> applies.
        </p>
      </Prose>
    </ContentPage>
  );
}
