import { InstalmentSchedule } from '@/components/instalment-schedule';
import { cx } from '@/lib/class-names';

import { useInstalmentPreview } from '../api/preview-instalment-plan';
import styles from './checkout-form.module.css';

type LipaMdogoMdogoOptionProps = {
  /** The order's total the checkout shows (the server's quote). */
  total: number | undefined;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
  disabled?: boolean;
};

/**
 * Under M-Pesa: pay in full now, or Lipa Mdogo Mdogo (issue 24, part 7): a deposit now and the
 * rest in instalments before delivery, with the server's schedule shown before placing (asked
 * for once the plan is picked); when the plan is off or the total is below its minimum, the
 * server's reason is shown instead (and placing would be refused with it).
 */
export function LipaMdogoMdogoOption({ total, chosen, onChange, disabled = false }: LipaMdogoMdogoOptionProps) {
  // Asked only once the shopper picks the plan: the checkout makes no extra call otherwise.
  const { plan, refusal } = useInstalmentPreview(chosen ? total : undefined);
  return (
    <fieldset className={styles.section} aria-label="How to pay">
      <legend className={styles.legend}>Pay in full or Lipa Mdogo Mdogo</legend>
      <div className={styles.methods}>
        <label className={cx(styles.method, !chosen && styles.methodChosen)} aria-label="Pay in full">
          <input
            type="radio"
            name="paymentPlan"
            value="full"
            checked={!chosen}
            disabled={disabled}
            onChange={() => onChange(false)}
            className={styles.radio}
          />
          <span className={styles.methodText}>
            <span className={styles.methodName}>Pay in full</span>
            <span className={styles.methodHint}>One M-Pesa payment now</span>
          </span>
        </label>
        <label className={cx(styles.method, chosen && styles.methodChosen)} aria-label="Lipa Mdogo Mdogo">
          <input
            type="radio"
            name="paymentPlan"
            value="lmm"
            checked={chosen}
            disabled={disabled}
            onChange={() => onChange(true)}
            className={styles.radio}
          />
          <span className={styles.methodText}>
            <span className={styles.methodName}>Lipa Mdogo Mdogo</span>
            <span className={styles.methodHint}>
              A deposit now, the rest in M-Pesa instalments before delivery. No interest, no fee.
            </span>
          </span>
        </label>
      </div>
      {chosen && refusal && (
        <p className={styles.fieldError} role="alert">
          {refusal}
        </p>
      )}
      {chosen && plan && !refusal && (
        <>
          <InstalmentSchedule plan={plan} showPayments={false} />
          <p className={styles.methodHint}>
            Place Order sends an M-Pesa prompt for the deposit. Pay each instalment from your order page (or by Paybill
            with the order number); we remind you before each due date. Your furniture is held for you and delivered
            once it is paid in full. If an instalment is missed by more than {plan.graceDays} days, the order is
            cancelled and what you paid is refunded.
          </p>
        </>
      )}
    </fieldset>
  );
}
