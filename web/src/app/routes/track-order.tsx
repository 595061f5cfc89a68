import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ContentPage } from '@/components/content-page';
import { trackOrderSchema, useTrackOrder, type TrackOrderInput } from '@/features/orders/api/track-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './track-order.module.css';

const EMPTY: TrackOrderInput = { orderNumber: '', phone: '' };

const TRACK_FAILED_MESSAGE = 'We could not look up your order. Please try again.';

/** /track-order (public): an order looked up by its number and the phone number it was placed with. */
export default function TrackOrderRoute() {
  const form = useSchemaForm(trackOrderSchema, EMPTY, { idPrefix: 'track' });
  const track = useTrackOrder();
  const [failure, setFailure] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const request = form.validate();
    if (!request) return;
    track.mutate(request, {
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        setFailure(isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : TRACK_FAILED_MESSAGE);
      },
    });
  }

  const { values, errors, setField } = form;
  const order = track.isSuccess ? track.data : undefined;

  return (
    <ContentPage
      title="Track Your Order"
      narrow={false}
      intro="Enter your order number (it starts with SF) and the phone number you gave at checkout."
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Track order">
        <Input
          id="track-orderNumber"
          label="Order Number"
          name="orderNumber"
          placeholder="SF7K3M9QXA"
          autoCapitalize="characters"
          required
          value={values.orderNumber}
          onChange={(event) => setField('orderNumber', event.target.value)}
          error={errors.orderNumber}
        />
        <Input
          id="track-phone"
          label="Phone Number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0712 345 678"
          required
          value={values.phone}
          onChange={(event) => setField('phone', event.target.value)}
          error={errors.phone}
        />
        <Button type="submit" loading={track.isPending} loadingLabel="Looking up your order" className={styles.submit}>
          Track Order
        </Button>
      </form>

      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}

      {order && (
        <section className={styles.result} aria-labelledby="tracked-order-heading">
          <header className={styles.resultHead}>
            <div>
              <h2 id="tracked-order-heading">Order {order.public_id}</h2>
              <p className={styles.muted}>Placed {formatDate(order.created_at)}</p>
            </div>
            <OrderStatusBadge status={order.order_status} />
          </header>
          <OrderDetails order={order} showContact={false} />
        </section>
      )}
    </ContentPage>
  );
}
