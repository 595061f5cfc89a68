import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { normalizeStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/lib/orders/order-status';

type OrderStatusSelectProps = {
  /** The status the server last answered with: the select shows it until a change is confirmed. */
  status: string;
  /** Names the select ('Update Status', 'Status of order SF...'). */
  label: string;
  /** The order's number, named in the confirmation. */
  orderNumber?: string;
  hideLabel?: boolean;
  /** A change is on its way: the select waits for the answer. */
  saving: boolean;
  onChange: (status: OrderStatus) => void;
  className?: string;
};

/** What the confirmation says a change does (docs/decisions.md, "Orders, totals and coupons"). */
export function statusChangeQuestion(from: OrderStatus, to: OrderStatus, orderNumber?: string): string {
  const order = orderNumber ? `order ${orderNumber}` : 'this order';
  const question = `Change ${order} from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}?`;
  return to === 'cancelled'
    ? `${question} Its stock goes back to the catalogue, and a cancelled order cannot be changed again.`
    : question;
}

/**
 * The five statuses (admin-side.md section 4): any may be chosen, except that a cancelled order
 * stays cancelled (the server refuses leaving it with 409 `cancelled_is_final`). The select is
 * controlled by the order's stored status, and choosing a value only asks (issue 23, part 6: a
 * phone's select fires on every wheel turn): the change is sent on Change Status, and nothing
 * changes on screen until the server has answered OK.
 */
export function OrderStatusSelect({ status, label, orderNumber, hideLabel, saving, onChange, className }: OrderStatusSelectProps) {
  const current = normalizeStatus(status) ?? 'pending';
  const cancelled = current === 'cancelled';
  const [proposed, setProposed] = useState<OrderStatus | null>(null);
  return (
    <>
      <Select
        label={label}
        hideLabel={hideLabel}
        value={current}
        disabled={saving}
        aria-busy={saving || undefined}
        title={cancelled ? 'A cancelled order stays cancelled' : undefined}
        options={ORDER_STATUSES.map((value) => ({
          value,
          label: ORDER_STATUS_LABELS[value],
          disabled: cancelled && value !== 'cancelled',
        }))}
        onChange={(event) => {
          const next = normalizeStatus(event.target.value);
          if (next && next !== current) setProposed(next);
        }}
        fieldClassName={className}
      />
      <Dialog
        open={proposed !== null}
        onClose={() => setProposed(null)}
        title="Change order status"
        size="sm"
        description={proposed && statusChangeQuestion(current, proposed, orderNumber)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setProposed(null)}>
              Keep {ORDER_STATUS_LABELS[current]}
            </Button>
            <Button
              variant={proposed === 'cancelled' ? 'danger' : 'primary'}
              onClick={() => {
                if (proposed) onChange(proposed);
                setProposed(null);
              }}
            >
              Change Status
            </Button>
          </>
        }
      />
    </>
  );
}
