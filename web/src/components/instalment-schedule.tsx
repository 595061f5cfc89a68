import type { Schemas } from '@/lib/api-contract';
import { formatDate, formatDateTime, formatKsh } from '@/lib/format';

import styles from './instalment-schedule.module.css';

/** A Lipa Mdogo Mdogo plan as the gateway sends it (preview, or an order's). */
export type InstalmentPlan = Schemas['InstalmentPlanJson'];

type InstalmentScheduleProps = {
  plan: InstalmentPlan;
  /** Shows the payments received (an order's plan; not a checkout preview). */
  showPayments?: boolean;
};

function partLabel(number: number): string {
  return number === 0 ? 'Deposit (today)' : `Instalment ${number}`;
}

/**
 * Lipa Mdogo Mdogo (issue 24, part 7): the deposit and instalments with their due dates and
 * what is paid of each, the balance, and (for an order) every payment. The amounts are the
 * server's: the parts sum to the plan's total exactly.
 */
export function InstalmentSchedule({ plan, showPayments = true }: InstalmentScheduleProps) {
  const preview = plan.state === 'preview';
  return (
    <div className={styles.schedule} data-testid="instalment-schedule">
      <table className={styles.table}>
        <caption className={styles.caption}>Lipa Mdogo Mdogo schedule</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Due</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
            {!preview && <th scope="col">Paid</th>}
          </tr>
        </thead>
        <tbody>
          {plan.instalments.map((part) => (
            <tr key={part.number}>
              <th scope="row">{part.number === 0 && !preview ? 'Deposit' : partLabel(part.number)}</th>
              <td>{formatDate(part.dueOn)}</td>
              <td className={styles.amount}>{formatKsh(part.amount)}</td>
              {!preview && <td>{part.paid >= part.amount ? 'Paid' : part.paid > 0 ? formatKsh(part.paid) : '-'}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total (no interest, no fee)
            </th>
            <td className={styles.amount}>{formatKsh(plan.total)}</td>
            {!preview && <td />}
          </tr>
        </tfoot>
      </table>
      {!preview && (
        <dl className={styles.facts}>
          <div>
            <dt>Paid</dt>
            <dd data-testid="instalment-paid">{formatKsh(plan.paid)}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd data-testid="instalment-balance">{formatKsh(plan.balance)}</dd>
          </div>
          {plan.nextDueOn && plan.lapsesOn && (
            <div>
              <dt>Next due</dt>
              <dd>
                {formatKsh(plan.nextDue)} by {formatDate(plan.nextDueOn)} (the order is cancelled if unpaid after{' '}
                {formatDate(plan.lapsesOn)})
              </dd>
            </div>
          )}
        </dl>
      )}
      {showPayments && !preview && plan.payments.length > 0 && (
        <ul className={styles.payments} aria-label="Payments received">
          {plan.payments.map((payment) => (
            <li key={payment.reference}>
              {formatKsh(payment.amount)} on {formatDateTime(payment.paidAt)} <span className={styles.reference}>({payment.reference})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
