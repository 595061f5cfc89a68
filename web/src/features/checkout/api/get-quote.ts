import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { PaymentMethod } from '@/config/payment-methods';
import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';
import type { DeliveryMethod } from '@/lib/delivery';

import type { OrderLineRequest, Quote } from '../types';

export type QuoteRequest = Conforms<
  {
    items: OrderLineRequest[];
    couponCode?: string | null;
    paymentMethod?: PaymentMethod;
    /** The county (with it the answer has every delivery choice), the method and pickup point. */
    state?: string;
    deliveryMethod?: DeliveryMethod;
    pickupPoint?: string;
  },
  Schemas['QuoteForm']
>;

/**
 * `POST /api/orders/quote` (anyone) -> the server's subtotal, shipping, VAT, COD fee and
 * total, with each line's stock (`available`) and the products that no longer exist
 * (`missing`).
 */
export function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const body = {
    items: request.items,
    ...(request.couponCode ? { couponCode: request.couponCode } : {}),
    ...(request.paymentMethod ? { paymentMethod: request.paymentMethod } : {}),
    ...(request.state ? { state: request.state, deliveryMethod: request.deliveryMethod ?? 'standard' } : {}),
    ...(request.state && request.pickupPoint ? { pickupPoint: request.pickupPoint } : {}),
  };
  return postDocumented('/api/orders/quote', { body, signal });
}

export function quoteKey(request: QuoteRequest) {
  return [
    'quote',
    {
      items: request.items.map((line) => [line.productId, line.quantity]),
      couponCode: request.couponCode ?? null,
      paymentMethod: request.paymentMethod ?? null,
      delivery: request.state ? [request.state, request.deliveryMethod ?? 'standard', request.pickupPoint ?? ''] : null,
    },
  ] as const;
}

export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({
    queryKey: quoteKey(request),
    queryFn: ({ signal }) => getQuote(request, signal),
    enabled: request.items.length > 0,
    // Prices and stock move: a quote is asked again after half a minute.
    staleTime: 30_000,
    // The summary keeps the last totals while a changed cart is quoted again.
    placeholderData: keepPreviousData,
  });
}

export function useQuote(request: QuoteRequest) {
  return useQuery(quoteQueryOptions(request));
}
