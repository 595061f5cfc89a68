/**
 * The ways to pay (customer-side.md section 3, "Checkout form": paymentMethod), in the order the
 * checkout offers them: M-Pesa first, as most shoppers pay with it.
 */
export const PAYMENT_METHODS = ['mpesa', 'card', 'paypal', 'cod'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Credit/Debit Card',
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  cod: 'Cash on Delivery',
};

/** The methods paid online, before the order is confirmed (cash on delivery is paid on arrival). */
export function isOnlinePayment(method: PaymentMethod): boolean {
  return method !== 'cod';
}

/** How an order's payment method is named on the order pages. */
const ORDER_PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  cod: 'Cash on Delivery',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** 'mpesa' -> 'M-Pesa', 'card' -> 'Card'; an unknown code is shown as it is. */
export function paymentMethodLabel(code: string | null | undefined): string {
  if (!code) return 'Not specified';
  const normalized = code.toLowerCase();
  return isPaymentMethod(normalized) ? ORDER_PAYMENT_METHOD_NAMES[normalized] : code;
}

/** Cash on delivery's preferred delivery times (customer-side.md section 9). */
export const DELIVERY_TIME_SLOTS = [
  { value: 'morning', label: 'Morning (8:00 AM-12:00 PM)' },
  { value: 'afternoon', label: 'Afternoon (12:00 PM-5:00 PM)' },
  { value: 'evening', label: 'Evening (5:00 PM-8:00 PM)' },
  { value: 'anytime', label: 'Anytime' },
] as const;

/** 'morning' -> 'Morning (8:00 AM-12:00 PM)'; '' -> ''. */
export function deliveryTimeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return DELIVERY_TIME_SLOTS.find((slot) => slot.value === value.toLowerCase())?.label ?? value;
}
