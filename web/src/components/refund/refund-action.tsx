import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatKsh } from '@/lib/format';
import { useRequestRefund, type Payout } from '@/lib/orders/refunds';

import { RefundState, localPhone } from './refund-state';
import styles from './refund.module.css';

export const REFUND_FAILED_MESSAGE = 'The refund could not be asked for';

type Props = {
  /** `order:<order number>` or a refund due's payment id. */
  source: string;
  /** What goes back (the payment's amount; the server decides the same). */
  amount: number;
  /** The payer's M-Pesa number, when known. */
  phone?: string | null;
  /** Its refund so far, if one was asked for. */
  refund?: Payout | null;
};

/**
 * The admin's one action on money owed back: 'Refund KSh X to 07.. via M-Pesa' behind a
 * confirmation, then the refund's state; a failed refund shows Safaricom's reason and 'Retry
 * refund' (a new request).
 */
export function RefundAction({ source, amount, phone, refund }: Props) {
  const { toast } = useToast();
  const request = useRequestRefund();
  const [confirming, setConfirming] = useState(false);
  const shown = refund ?? request.data ?? null;
  const label = `Refund ${formatKsh(shown?.amount ?? amount)}${phone || shown?.phone ? ` to ${localPhone(shown?.phone || phone || '')}` : ''} via M-Pesa`;
  const canAsk = !shown || shown.status === 'failed';
  const send = () =>
    request.mutate(source, {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        toast({
          type: 'error',
          message: error instanceof ApiError && error.message ? `${REFUND_FAILED_MESSAGE}: ${error.message}` : REFUND_FAILED_MESSAGE,
        });
      },
    });
  return (
    <div className={styles.actions}>
      {shown && <RefundState refund={shown} />}
      {canAsk && (
        <Button size="sm" variant={shown ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
          {shown ? 'Retry refund' : label}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Refund via M-Pesa"
        description={`${label}? Safaricom pays it back; this cannot be undone.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={request.isPending}>
              Keep the money
            </Button>
            <Button variant="primary" onClick={send} loading={request.isPending} loadingLabel="Sending">
              Refund
            </Button>
          </>
        }
      />
    </div>
  );
}
