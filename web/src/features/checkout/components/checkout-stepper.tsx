import { cx } from '@/lib/class-names';

import { CHECKOUT_STEPS, stepIndex, type CheckoutStepId } from '../checkout-steps';
import styles from './checkout-stepper.module.css';

type CheckoutStepperProps = {
  current: CheckoutStepId;
  onSelect: (step: CheckoutStepId) => void;
  disabled?: boolean;
};

/** A phone's checkout step list: where the shopper is, and a way back to an earlier step. */
export function CheckoutStepper({ current, onSelect, disabled = false }: CheckoutStepperProps) {
  const at = stepIndex(current);
  return (
    <nav aria-label="Checkout steps">
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((step, index) => {
          const label = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {step.title}
            </>
          );
          return (
            <li
              key={step.id}
              className={cx(styles.step, index === at && styles.current, index < at && styles.done)}
              aria-current={index === at ? 'step' : undefined}
            >
              {index < at ? (
                <button type="button" className={styles.back} onClick={() => onSelect(step.id)} disabled={disabled}>
                  {label}
                </button>
              ) : (
                <span className={styles.label}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
