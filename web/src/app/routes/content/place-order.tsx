import { Link } from 'react-router';

import { ContentPage, Prose } from '@/components/content-page';

import styles from './steps.module.css';
import { useShopFigures } from '@/lib/shop-settings';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { ShopPhoneLink } from '@/components/shop-phone-link';

/** /place-order: how to order, step by step. */
export default function PlaceOrderRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="How to Place an Order"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      intro="Ordering takes a few minutes. Here is every step, from finding the right piece to your order confirmation."
    >
      <ol className={styles.steps}>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Find your furniture</h2>
            <p className={styles.stepText}>
              Search from the box at the top of every page, or browse by category. Filter by price, material, colour and
              more, and open a product to see its photos, dimensions and stock.
            </p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Add it to your cart</h2>
            <p className={styles.stepText}>
              Choose the quantity and select Add to Cart. Not ready yet? Save it to your wishlist with the heart button.
              Your cart and wishlist stay in this browser until you come back.
            </p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Check out</h2>
            <p className={styles.stepText}>
              Open the cart, check the items and quantities, and select Proceed to Checkout. Sign in, or register in under a
              minute.
            </p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Enter delivery details</h2>
            <p className={styles.stepText}>
              Your name, email, phone, address, city, county and postal code. Add delivery instructions if our team needs
              directions.
            </p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Choose how to pay</h2>
            <p className={styles.stepText}>
              M-Pesa, Visa or Mastercard, PayPal, or cash on delivery. You see the subtotal, delivery, {figures.vatRate} VAT and the total
              before you confirm. See <Link to="/payment-options">payment options</Link>.
            </p>
          </div>
        </li>
        <li className={styles.step}>
          <div>
            <h2 className={styles.stepTitle}>Place your order</h2>
            <p className={styles.stepText}>
              Select Place Order. For M-Pesa, approve the request on your phone. Your confirmation page shows your order
              number and the expected delivery date.
            </p>
          </div>
        </li>
      </ol>

      <Prose className={styles.after}>
        <h2>After you order</h2>
        <p>
          Follow your order under My Orders or on the <Link to="/track-order">Track Order</Link> page. The checkout
          shows the fee and the dates of delivery to your county before you pay. {freeDelivery}. Changed your
          mind? You can <Link to="/cancel-order">cancel a pending order</Link> yourself.
        </p>
        <p>
          Prefer to order by phone? Call <ShopPhoneLink /> and our sales team will place the order for you.
        </p>
      </Prose>
    </ContentPage>
  );
}
