import { z } from 'zod';

import { moneySchema } from '@/features/orders/types';

const optionalNumber = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
  z.number().nullable(),
);

const quoteLineSchema = z.object({
  product_id: z.coerce.number(),
  name: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  price: moneySchema,
  quantity: z.coerce.number(),
  line_total: moneySchema,
  image: z.string().nullish(),
  category: z.string().nullish(),
  /** Units in stock; null when the server does not say. */
  available: optionalNumber,
});

/**
 * The server's totals for a cart (web-contract.md, `POST /api/orders/quote`). Only the server
 * computes money: the cart and checkout show these numbers as they are.
 */
export const quoteSchema = z.object({
  items: z.array(quoteLineSchema).catch([]),
  missing: z.array(z.coerce.number()).catch([]),
  subtotal: moneySchema,
  shipping_fee: moneySchema,
  vat: moneySchema,
  cod_fee: moneySchema,
  total_amount: moneySchema,
  amount_to_free_shipping: moneySchema,
  free_shipping_threshold: moneySchema,
  free_shipping_reason: z.enum(['threshold', 'coupon']).nullish().catch(null),
  coupon_code: z.string().nullish(),
});

export type Quote = z.output<typeof quoteSchema>;
export type QuoteLine = Quote['items'][number];

/** One line of a quote or an order request. */
export type OrderLineRequest = { productId: number; quantity: number };
