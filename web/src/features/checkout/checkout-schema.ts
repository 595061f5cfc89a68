import { z } from 'zod';

import { DELIVERY_TIME_SLOTS, PAYMENT_METHODS, type PaymentMethod } from '@/config/payment-methods';
import { parseKenyanPhone, PHONE_INVALID } from '@/lib/phone';
import { EMAIL_PATTERN } from '@/lib/validation';
import type { User } from '@/types/user';

import { expiryProblem, isValidCardNumber, isValidCvv } from './card-details';

/** customer-side.md section 5, "Checkout", with the spec's messages. */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone is required',
  phoneInvalid: PHONE_INVALID,
  address: 'Address is required',
  city: 'City is required',
  state: 'County is required',
  zipCode: 'Postal code is required',
  paymentMethod: 'Invalid payment method',
  cardNumber: 'Card number is required',
  expiryDate: 'Expiry date is required',
  cvv: 'CVV is required',
  cardName: 'Cardholder name is required',
  cardNumberInvalid: 'Invalid card number',
  expiryDateInvalid: 'Invalid expiry date',
  expiryDateExpired: 'Card has expired',
  cvvInvalid: 'Invalid CVV',
  mpesaPhone: 'M-Pesa phone number is required',
  mpesaPhoneInvalid: 'Please enter a valid Kenyan phone number (254712345678)',
  paypalEmail: 'PayPal email is required',
  codPreferredTime: 'Please select a preferred delivery time',
  buyerPin: "Enter the business's KRA PIN: a letter, 9 digits and a letter (like P051234567X), or leave it empty",
} as const;

/** A KRA PIN: a letter, 9 digits, a letter (upper-cased before the check). */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;

const required = (message: string) => z.string().trim().min(1, message);

type PaymentFields = {
  paymentMethod: PaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
  mpesaPhone: string;
  paypalEmail: string;
  codPreferredTime: string;
};

type Issue = { field: keyof PaymentFields; message: string };

/** The payment details each method needs; a function per method. */
const PAYMENT_DETAIL_RULES: Record<PaymentMethod, (values: PaymentFields) => Issue[]> = {
  card: ({ cardNumber, expiryDate, cvv, cardName }) => {
    const issues: Issue[] = [];
    if (cardNumber.trim() === '') issues.push({ field: 'cardNumber', message: CHECKOUT_MESSAGES.cardNumber });
    else if (!isValidCardNumber(cardNumber)) issues.push({ field: 'cardNumber', message: CHECKOUT_MESSAGES.cardNumberInvalid });
    const expiry = expiryDate.trim() === '' ? 'missing' : expiryProblem(expiryDate);
    if (expiry === 'missing') issues.push({ field: 'expiryDate', message: CHECKOUT_MESSAGES.expiryDate });
    else if (expiry === 'invalid') issues.push({ field: 'expiryDate', message: CHECKOUT_MESSAGES.expiryDateInvalid });
    else if (expiry === 'expired') issues.push({ field: 'expiryDate', message: CHECKOUT_MESSAGES.expiryDateExpired });
    if (cvv.trim() === '') issues.push({ field: 'cvv', message: CHECKOUT_MESSAGES.cvv });
    else if (!isValidCvv(cvv)) issues.push({ field: 'cvv', message: CHECKOUT_MESSAGES.cvvInvalid });
    if (cardName.trim() === '') issues.push({ field: 'cardName', message: CHECKOUT_MESSAGES.cardName });
    return issues;
  },
  mpesa: ({ mpesaPhone }) => {
    if (mpesaPhone.trim() === '') return [{ field: 'mpesaPhone', message: CHECKOUT_MESSAGES.mpesaPhone }];
    if (parseKenyanPhone(mpesaPhone) === null) return [{ field: 'mpesaPhone', message: CHECKOUT_MESSAGES.mpesaPhoneInvalid }];
    return [];
  },
  paypal: ({ paypalEmail }) => {
    const email = paypalEmail.trim();
    if (email === '') return [{ field: 'paypalEmail', message: CHECKOUT_MESSAGES.paypalEmail }];
    if (!EMAIL_PATTERN.test(email)) return [{ field: 'paypalEmail', message: CHECKOUT_MESSAGES.emailInvalid }];
    return [];
  },
  cod: ({ codPreferredTime }) => {
    const known = codPreferredTime === '' || DELIVERY_TIME_SLOTS.some((slot) => slot.value === codPreferredTime);
    return known ? [] : [{ field: 'codPreferredTime', message: CHECKOUT_MESSAGES.codPreferredTime }];
  },
};

/** The checkout form: shipping details, the payment method and that method's details. */
export const checkoutSchema = z
  .object({
    firstName: required(CHECKOUT_MESSAGES.firstName),
    lastName: required(CHECKOUT_MESSAGES.lastName),
    email: required(CHECKOUT_MESSAGES.email).regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.emailInvalid),
    phone: required(CHECKOUT_MESSAGES.phone).refine((value) => parseKenyanPhone(value) !== null, CHECKOUT_MESSAGES.phoneInvalid),
    address: required(CHECKOUT_MESSAGES.address),
    city: required(CHECKOUT_MESSAGES.city),
    state: required(CHECKOUT_MESSAGES.state),
    zipCode: required(CHECKOUT_MESSAGES.zipCode),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
    cardNumber: z.string(),
    expiryDate: z.string(),
    cvv: z.string(),
    cardName: z.string(),
    mpesaPhone: z.string(),
    paypalEmail: z.string(),
    codPreferredTime: z.string(),
    codSpecialInstructions: z.string().trim(),
    /** A business customer's KRA PIN, for the tax invoice and KRA eTIMS; '' for none. */
    buyerPin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((pin) => pin === '' || KRA_PIN_PATTERN.test(pin), CHECKOUT_MESSAGES.buyerPin),
  })
  .superRefine((values, context) => {
    for (const { field, message } of PAYMENT_DETAIL_RULES[values.paymentMethod](values)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;

/** The payment detail fields of each method: their errors clear when the method changes. */
export const PAYMENT_DETAIL_FIELDS: (keyof CheckoutInput)[] = [
  'cardNumber',
  'expiryDate',
  'cvv',
  'cardName',
  'mpesaPhone',
  'paypalEmail',
  'codPreferredTime',
  'codSpecialInstructions',
];

/** M-Pesa is the default: it is how most shoppers pay. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'mpesa';

/** The M-Pesa number as sent (the shop's one phone rule, lib/phone): '0720 130 238' -> '254720130238'. */
export function mpesaNumber(phone: string): string {
  return parseKenyanPhone(phone) ?? phone.trim();
}

/** A profile phone as an M-Pesa number: '0712 345 678' or '+254712345678' -> '254712345678'; '' when it is not one. */
export function mpesaNumberFrom(phone: string | null | undefined): string {
  return parseKenyanPhone(phone ?? '') ?? '';
}

/**
 * The form filled in from the profile: 'Wanjiru Kamau' gives first and last name; the profile's
 * phone and email are offered as the M-Pesa number and the PayPal email.
 */
export function checkoutValuesFrom(user: User | null): CheckoutInput {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    firstName: first,
    lastName: rest.join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipCode: user?.zipCode ?? '',
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    cardName: '',
    mpesaPhone: mpesaNumberFrom(user?.phone),
    paypalEmail: user?.email ?? '',
    codPreferredTime: '',
    codSpecialInstructions: '',
    buyerPin: '',
  };
}
