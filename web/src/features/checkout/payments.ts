import { MPESA_MAX_POLLS, MPESA_POLL_INTERVAL_MS } from '@/config/payments';
import type { PaymentMethod } from '@/config/payment-methods';

import { getMpesaStatus } from './api/get-mpesa-status';
import { payOrder } from './api/pay-order';
import { startMpesaPayment, type MpesaPrompt } from './api/start-mpesa-payment';
import { mpesaNumber, type CheckoutValues } from './checkout-schema';

export const PAYMENT_REQUEST_SENT_MESSAGE = 'Payment request sent to your phone. Please check your M-Pesa menu.';
export const PAYMENT_SUCCESSFUL_MESSAGE = 'Payment successful!';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';
export const PAYMENT_TIMEOUT_MESSAGE = 'Payment timeout. Please try again.';

/** The placed order a payment is for. */
export type OrderToPay = { orderId: string; publicId: string; total: number };

/** What a payment method gets to work with. */
export type PaymentRequest = {
  order: OrderToPay;
  values: CheckoutValues;
  /** Aborted when the shopper leaves the checkout: an M-Pesa payment stops asking for its status. */
  signal: AbortSignal;
  /** M-Pesa: the prompt reached the payer's phone; the payment now waits for them. */
  onPrompted: (prompt: MpesaPrompt) => void;
};

/**
 * How a payment ended. `transactionId` is the payment's reference: the M-Pesa receipt (none
 * when M-Pesa settled without one) or the provider's transaction id (a decline has one too).
 */
export type PaymentOutcome =
  | { status: 'on-delivery' }
  | { status: 'paid'; transactionId?: string }
  | { status: 'failed'; message: string; transactionId?: string }
  | { status: 'timeout' };

/** Why an aborted wait ends: the signal's reason (an AbortError unless the caller gave another). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The wait was aborted', 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortReason(signal));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Cash on delivery: nothing to pay now; the order is paid when it arrives. */
function payOnDelivery(): Promise<PaymentOutcome> {
  return Promise.resolve({ status: 'on-delivery' });
}

/**
 * M-Pesa (customer-side.md section 4, "M-Pesa payment"): a payment prompt goes to the payer's
 * phone (`POST /api/mpesa/stkpush`), then its status is asked every 10 seconds, at most 30
 * times. A status call that fails counts as a poll without an answer.
 */
async function payWithMpesa({ order, values, signal, onPrompted }: PaymentRequest): Promise<PaymentOutcome> {
  const prompt = await startMpesaPayment({ orderId: order.orderId, phoneNumber: mpesaNumber(values.mpesaPhone) });
  onPrompted(prompt);
  for (let poll = 0; poll < MPESA_MAX_POLLS; poll++) {
    await wait(MPESA_POLL_INTERVAL_MS, signal);
    let answer;
    try {
      answer = await getMpesaStatus(prompt.checkoutRequestId, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      continue;
    }
    if (answer.status === 'success') {
      return { status: 'paid', transactionId: answer.mpesaReceiptNumber || undefined };
    }
    if (answer.status === 'failed') {
      return { status: 'failed', message: answer.resultDesc || PAYMENT_FAILED_MESSAGE };
    }
  }
  return { status: 'timeout' };
}

/** Card (through the payment provider); a decline is a failed payment with the provider's message. */
async function payByCard({ order, values }: PaymentRequest): Promise<PaymentOutcome> {
  const result = await payOrder(order.orderId, {
    method: 'card',
    cardNumber: values.cardNumber.trim(),
    expiryDate: values.expiryDate.trim(),
    cvv: values.cvv.trim(),
    cardName: values.cardName.trim(),
  });
  const transactionId = result.transactionId || undefined;
  if (result.status === 'success') return { status: 'paid', transactionId };
  return { status: 'failed', message: result.message || PAYMENT_FAILED_MESSAGE, transactionId };
}

/** PayPal (through the payment provider), as a card. */
async function payWithPaypal({ order, values }: PaymentRequest): Promise<PaymentOutcome> {
  const result = await payOrder(order.orderId, { method: 'paypal', paypalEmail: values.paypalEmail.trim() });
  const transactionId = result.transactionId || undefined;
  if (result.status === 'success') return { status: 'paid', transactionId };
  return { status: 'failed', message: result.message || PAYMENT_FAILED_MESSAGE, transactionId };
}

/**
 * One function per payment method. The order is already placed (DECISIONS.md, "Payments": the
 * order is placed, then paid; the confirmation shows once the payment succeeded, at once for
 * cash on delivery). Failing calls throw the client's `ApiError`.
 */
export const PAYMENT_HANDLERS: Record<PaymentMethod, (request: PaymentRequest) => Promise<PaymentOutcome>> = {
  cod: payOnDelivery,
  mpesa: payWithMpesa,
  card: payByCard,
  paypal: payWithPaypal,
};

export function pay(method: PaymentMethod, request: PaymentRequest): Promise<PaymentOutcome> {
  return PAYMENT_HANDLERS[method](request);
}
