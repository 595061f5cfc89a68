import { InstalmentSchedule } from '@/components/instalment-schedule';
import { formatKsh } from '@/lib/format';

import type { AdminOrder } from '../api/order-types';

/**
 * A Lipa Mdogo Mdogo order in the admin (issue 24, part 7): its schedule and payments, and why it
 * cannot be shipped or delivered yet (the server refuses both until it is paid in full, 409
 * `not_paid_in_full`).
 */
export function AdminInstalmentPlan({ order }: { order: AdminOrder }) {
  const plan = order.instalment_plan;
  if (!plan) return null;
  const open = plan.balance > 0 && order.order_status !== 'cancelled';
  return (
    <div data-testid="admin-instalment-plan">
      {open && (
        <p role="note" data-testid="not-paid-in-full">
          Lipa Mdogo Mdogo: not paid in full. It cannot be shipped or delivered until the balance of {formatKsh(plan.balance)}{' '}
          is paid.
        </p>
      )}
      <InstalmentSchedule plan={plan} />
    </div>
  );
}
