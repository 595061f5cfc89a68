import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';

import { CANCEL_FAILED_MESSAGE, ORDER_CANCELLED_MESSAGE, useCancelOrder } from '@/lib/orders/cancel-order';
import type { Order } from '@/types/order';
import styles from './cancel-order-button.module.css';

/** 'Cancel Order' on a pending order: asks first, then `PUT /api/orders/{id}/cancel`. */
export function CancelOrderButton({ order }: { order: Pick<Order, 'id' | 'public_id'> }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const { toast } = useToast();

  function confirm() {
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ type: 'success', message: ORDER_CANCELLED_MESSAGE });
      },
      onError: () => {
        setOpen(false);
        toast({ type: 'error', message: CANCEL_FAILED_MESSAGE });
      },
    });
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} className={styles.cancel}>
        Cancel Order
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        title={`Cancel order ${order.public_id}?`}
        description="The order will be cancelled at once. If you already paid, the full amount is refunded (an M-Pesa payment goes back to the paying phone at once; this page shows it)."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep Order
            </Button>
            <Button variant="danger" onClick={confirm} loading={cancel.isPending} loadingLabel="Cancelling">
              Yes, Cancel Order
            </Button>
          </>
        }
      />
    </>
  );
}
