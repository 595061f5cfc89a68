import styles from './payment-marks.module.css';

/** The accepted payment methods as small marks, each named for assistive technology. */
export function PaymentMarks({ className }: { className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`} aria-label="Accepted payment methods">
      <li className={styles.mark}>
        <span className="visually-hidden">Visa</span>
        <span className={styles.visa} aria-hidden="true">
          VISA
        </span>
      </li>
      <li className={styles.mark}>
        <span className="visually-hidden">Mastercard</span>
        <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true" focusable="false">
          <circle cx="14" cy="12" r="8" fill="#eb001b" />
          <circle cx="24" cy="12" r="8" fill="#f79e1b" />
          <path d="M19 5.8a8 8 0 0 1 0 12.4 8 8 0 0 1 0-12.4z" fill="#ff5f00" />
        </svg>
      </li>
      <li className={styles.mark}>
        <span className="visually-hidden">M-Pesa</span>
        <span className={styles.mpesa} aria-hidden="true">
          M-PESA
        </span>
      </li>
      <li className={styles.mark}>
        <span className="visually-hidden">PayPal</span>
        <span className={styles.paypal} aria-hidden="true">
          Pay<span>Pal</span>
        </span>
      </li>
      <li className={styles.mark}>
        <span className="visually-hidden">Cash on delivery</span>
        <span className={styles.cod} aria-hidden="true">
          CASH ON DELIVERY
        </span>
      </li>
    </ul>
  );
}
