import { useQuery } from '@tanstack/react-query';

import { CountyPicker, DeliveryOptions } from '@/components/delivery/delivery-options';
import { productDeliveryQueryOptions, setDeliveryAsk, useDeliveryAsk } from '@/lib/delivery';

import styles from './delivery-estimate.module.css';

/**
 * The product page's delivery: the shopper's county (remembered in this browser, shared with
 * the cart and checkout) and, for one of this product, every choice checkout offers there with
 * its fee and dates, as the server quotes them. Choosing one here is the cart's choice too.
 */
export function DeliveryEstimate({ productId }: { productId: number }) {
  const ask = useDeliveryAsk();
  const quote = useQuery(productDeliveryQueryOptions(productId, ask));
  return (
    <section className={styles.estimate} aria-label="Delivery" data-testid="product-delivery">
      <CountyPicker id="product-county" value={ask.state} onChange={(state) => setDeliveryAsk({ state })} />
      {!ask.state && <p className={styles.muted}>Choose your county to see the delivery fee and date.</p>}
      {ask.state && quote.isError && <p className={styles.muted}>Delivery to {ask.state} could not be worked out just now.</p>}
      {ask.state && quote.data && (
        <DeliveryOptions id="product" options={quote.data.delivery_options} ask={ask} onChoose={setDeliveryAsk} />
      )}
    </section>
  );
}
