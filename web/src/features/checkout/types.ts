import { z } from 'zod';

import type { Schemas } from '@/lib/api-contract';
import { deliveryChoiceSchema } from '@/lib/delivery';

/**
 * The server's totals for a cart (web-contract.md, `POST /api/orders/quote`): the document's
 * QuoteJson. Only the server computes money: the cart and checkout show these numbers as they
 * are. Each line carries its stock (`available`); `missing` lists the products that no longer exist.
 */
export type Quote = Schemas['QuoteJson'];
export type QuoteLine = Schemas['QuoteItemJson'];

/** One line of a quote or an order request. */
export type OrderLineRequest = Schemas['LineForm'];

/**
 * The fresh quote a 409 `total_changed` carries. An error body reaches the app as `unknown` (the
 * document's ErrorBody does not name `quote`), so it is checked; its output is the document's
 * Quote, so the two cannot drift.
 */
export const quoteSchema: z.ZodType<Quote> = z.object({
  items: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      price: z.number(),
      quantity: z.number(),
      line_total: z.number(),
      discount: z.number(),
      image: z.string(),
      category: z.string(),
      available: z.number(),
    }),
  ),
  missing: z.array(z.number()),
  subtotal: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  vat: z.number(),
  cod_fee: z.number(),
  total_amount: z.number(),
  amount_to_free_shipping: z.number(),
  free_shipping_threshold: z.number(),
  vat_rate: z.number(),
  prices_include_vat: z.boolean(),
  free_shipping_reason: z.string().nullish(),
  coupon_code: z.string().nullish(),
  delivery_options: z.array(deliveryChoiceSchema),
  delivery: deliveryChoiceSchema.nullish(),
});
