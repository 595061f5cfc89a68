import { z } from 'zod';

import { DELIVERY_TIME_SLOTS, PAYMENT_METHODS, type PaymentMethod } from '@/config/payment-methods';
import { EMAIL_PATTERN } from '@/features/auth/validation';
import type { User } from '@/features/auth/types';

/** customer-side.md section 5, "Checkout", with the spec's messages. */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'County is required',
  zipCode: 'Postal code is required',
  paymentMethod: 'Invalid payment method',
  cardNumber: 'Card number is required',
  expiryDate: 'Expiry date is required',
  cvv: 'CVV is required',
  cardName: 'Cardholder name is required',
  mpesaPhone: 'M-Pesa phone number is required',
  mpesaPhoneInvalid: 'Please enter a valid Kenyan phone number (254712345678)',
  paypalEmail: 'PayPal email is required',
  codPreferredTime: 'Please select a preferred delivery time',
} as const;

/** 254, then 1 or 7, then 8 digits, once spaces are removed. */
export const MPESA_PHONE_PATTERN = /^254[17]\d{8}$/;

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
  card: (values) =>
    (
      [
        ['cardNumber', CHECKOUT_MESSAGES.cardNumber],
        ['expiryDate', CHECKOUT_MESSAGES.expiryDate],
        ['cvv', CHECKOUT_MESSAGES.cvv],
        ['cardName', CHECKOUT_MESSAGES.cardName],
      ] as const
    )
      .filter(([field]) => values[field].trim() === '')
      .map(([field, message]) => ({ field, message })),
  mpesa: ({ mpesaPhone }) => {
    const digits = mpesaPhone.replace(/\s/g, '');
    if (digits === '') return [{ field: 'mpesaPhone', message: CHECKOUT_MESSAGES.mpesaPhone }];
    if (!MPESA_PHONE_PATTERN.test(digits)) return [{ field: 'mpesaPhone', message: CHECKOUT_MESSAGES.mpesaPhoneInvalid }];
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
    phone: required(CHECKOUT_MESSAGES.phone),
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

/** Cash on delivery is the default while the other methods are being connected. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';

/** The form filled in from the profile: 'Wanjiru Kamau' gives first and last name. */
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
    mpesaPhone: '',
    paypalEmail: '',
    codPreferredTime: '',
    codSpecialInstructions: '',
  };
}
