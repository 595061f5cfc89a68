import { Select } from '@/components/ui/select';
import { normalizeStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/lib/orders/order-status';

type OrderStatusSelectProps = {
  /** The status the server last answered with: the select shows it until a change is confirmed. */
  status: string;
  /** Names the select ('Update Status', 'Status of order SF...'). */
  label: string;
  hideLabel?: boolean;
  /** A change is on its way: the select waits for the answer. */
  saving: boolean;
  onChange: (status: OrderStatus) => void;
  className?: string;
};

/**
 * The five statuses (admin-side.md section 4): any may be chosen, except that a cancelled order
 * stays cancelled (the server refuses leaving it with 409 `cancelled_is_final`). The select is
 * controlled by the order's stored status, so choosing a value changes nothing on screen until
 * the server has answered OK.
 */
export function OrderStatusSelect({ status, label, hideLabel, saving, onChange, className }: OrderStatusSelectProps) {
  const current = normalizeStatus(status) ?? 'pending';
  const cancelled = current === 'cancelled';
  return (
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
        if (next && next !== current) onChange(next);
      }}
      fieldClassName={className}
    />
  );
}
