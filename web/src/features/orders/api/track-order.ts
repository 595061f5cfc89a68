import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

import type { Order } from '@/types/order';

/** The Track Order form and request. */
export const trackOrderSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .min(1, 'Order number is required')
    // Order numbers are upper case (SF7K3M9QXA); a UUID (with its hyphens) is sent as typed.
    .transform((value) => (value.includes('-') ? value : value.toUpperCase())),
  phone: z.string().trim().min(1, 'Phone number is required'),
});

export type TrackOrderInput = z.input<typeof trackOrderSchema>;
export type TrackOrderRequest = Conforms<z.output<typeof trackOrderSchema>, Schemas['TrackForm']>;

/**
 * `POST /api/orders/track` `{ orderNumber, phone }` (anyone) -> the order; 404 'No order
 * matches that order number and phone number'.
 */
export function trackOrder(request: TrackOrderRequest): Promise<Order> {
  return postDocumented('/api/orders/track', { body: request });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
