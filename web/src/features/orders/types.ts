import { z } from 'zod';

/*
 * An order as the gateway sends it (web-contract.md, "Order object"). Parsing is lenient
 * about what a screen can do without (a missing text is '', a missing amount 0) and strict
 * about what it cannot (the id).
 */

/** KSh as a JSON number; a decimal string is read too, null or missing as 0. */
export const moneySchema = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? 0 : Number(value)),
  z.number(),
);

const textSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const orderItemSchema = z
  .object({
    product_id: z.union([z.number(), z.string()]).nullish(),
    product_name: textSchema,
    name: textSchema,
    price: moneySchema,
    quantity: z.coerce.number().int().positive(),
    line_total: z.union([z.number(), z.string()]).nullish(),
    image: textSchema,
    category: textSchema,
  })
  .transform(({ product_id, product_name, name, line_total, ...item }) => ({
    ...item,
    productId: product_id === null || product_id === undefined ? null : Number(product_id),
    name: product_name || name || 'Item',
    lineTotal: line_total === null || line_total === undefined ? item.price * item.quantity : Number(line_total),
  }));

const statusChangeSchema = z.object({ status: textSchema, at: textSchema });

export const orderSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    public_id: textSchema,
    user_id: z.union([z.string(), z.number()]).nullish(),
    created_at: textSchema,
    updated_at: textSchema,
    order_status: textSchema,
    payment_method: textSchema,
    payment_status: textSchema,
    subtotal: moneySchema,
    shipping_fee: moneySchema,
    vat: moneySchema,
    cod_fee: moneySchema,
    total_amount: moneySchema,
    coupon_code: z.string().nullish(),
    customer_name: textSchema,
    email: textSchema,
    phone: textSchema,
    address: textSchema,
    street: textSchema,
    city: textSchema,
    county: textSchema,
    postal_code: textSchema,
    delivery_instructions: textSchema,
    preferred_delivery_time: textSchema,
    items: z.array(orderItemSchema).nullish().transform((items) => items ?? []),
    status_history: z
      .array(statusChangeSchema)
      .nullish()
      .transform((history) => history ?? []),
    estimated_delivery: textSchema,
    /** The M-Pesa receipt or the card / PayPal transaction id; '' until paid. */
    payment_reference: textSchema,
    paid_at: textSchema,
    /** Who paid: 'Visa 4242', the M-Pesa number, the PayPal email; '' until paid. */
    payer: textSchema,
    /** Why the last payment attempt failed; '' when none did. */
    payment_failure: textSchema,
  })
  .transform((order) => ({ ...order, public_id: order.public_id || order.id }));

export type Order = z.output<typeof orderSchema>;
export type OrderItem = Order['items'][number];
export type StatusChange = Order['status_history'][number];

/**
 * What checkout carries to the confirmation page in the router's location state
 * (customer-side.md section 2, "Checkout": transactionId, paymentMethod and total), and
 * `paymentStatus` 'Paid' after an online payment succeeded (the order shows it a moment later).
 */
export type OrderConfirmationState = {
  paymentMethod: string;
  total: number;
  transactionId?: string;
  paymentStatus?: 'Paid';
};

export function readConfirmationState(state: unknown): Partial<OrderConfirmationState> {
  if (!state || typeof state !== 'object') return {};
  const { paymentMethod, total, transactionId, paymentStatus } = state as Record<string, unknown>;
  return {
    paymentMethod: typeof paymentMethod === 'string' ? paymentMethod : undefined,
    total: typeof total === 'number' ? total : undefined,
    transactionId: typeof transactionId === 'string' && transactionId !== '' ? transactionId : undefined,
    paymentStatus: paymentStatus === 'Paid' ? 'Paid' : undefined,
  };
}
