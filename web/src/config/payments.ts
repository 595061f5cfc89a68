/**
 * How the checkout pays (customer-side.md sections 4 and 9; web-contract.md, "Payments").
 * Tests drive these with fake timers.
 */

/** The M-Pesa payment status is asked every 10 seconds... */
export const MPESA_POLL_INTERVAL_MS = 10_000;
/** ...at most 30 times; then the payment is shown as timed out. */
export const MPESA_MAX_POLLS = 30;

/** After 'Payment Successful', the checkout goes to the order confirmation by itself after this. */
export const CONFIRMATION_REDIRECT_MS = 3_000;

/**
 * The order confirmation reads the order again this often, and at most this many times, until
 * the order shows the payment that checkout saw succeed (the order is marked Paid a moment later,
 * through the payment events).
 */
export const PAID_ORDER_REFRESH_MS = 2_000;
export const PAID_ORDER_REFRESHES = 10;

/**
 * The test values of the sandbox provider and the M-Pesa test system (web-contract.md,
 * "Payments": test numbers), shown in the checkout while payments are test payments.
 */
export const SANDBOX_TEST_VALUES = {
  approvedCard: '4242 4242 4242 4242',
  declinedCard: '4000 0000 0000 0002',
  paypalDeclinePrefix: 'decline@',
  mpesaSuccessNumber: '254708374149',
  mpesaCancelledEnding: '0000',
} as const;

/**
 * While the Paybill instructions are shown, the checkout reads the order this often to notice
 * the Paybill payment (issue 23: the order is paid through the payment events a moment after
 * M-Pesa confirms it).
 */
export const PAYBILL_POLL_INTERVAL_MS = 5_000;
