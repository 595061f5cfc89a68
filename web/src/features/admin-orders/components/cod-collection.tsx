import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { formatKsh } from '@/lib/format';
import { ApiError } from '@/lib/api-client';

import { COD_COLLECTED_MESSAGE, COD_COLLECT_FAILED_MESSAGE, useMarkCodCollected } from '../api/mark-cod-collected';
import type { AdminOrder } from '../api/order-types';

/**
 * 'Mark cash collected' for a cash-on-delivery order whose cash is still to collect: the server
 * marks it Paid and counts its money as revenue from now (audited). Shown only while the order
 * reads 'COD to collect'.
 */
export function CodCollection({ order }: { order: AdminOrder }) {
  const { toast } = useToast();
  const collect = useMarkCodCollected();
  if (order.payment_state !== 'cod_due') return null;
  return (
    <Button
      variant="primary"
      size="sm"
      loading={collect.isPending}
      disabled={collect.isPending}
      onClick={() =>
        collect.mutate(order.id, {
          onSuccess: () => toast({ type: 'success', message: COD_COLLECTED_MESSAGE }),
          onError: (error) =>
            toast({
              type: 'error',
              message: error instanceof ApiError && error.message ? `${COD_COLLECT_FAILED_MESSAGE}: ${error.message}` : COD_COLLECT_FAILED_MESSAGE,
            }),
        })
      }
    >
      Mark cash collected ({formatKsh(order.total_amount)})
    </Button>
  );
}
