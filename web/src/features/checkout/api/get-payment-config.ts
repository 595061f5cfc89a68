import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { PAYMENT_METHODS, type PaymentMethod } from '@/config/payment-methods';
import { api } from '@/lib/api-client';

const switchSchema = z.boolean().catch(true);

const paymentConfigSchema = z.object({
  /** Card and PayPal go through the sandbox provider: they are test payments. */
  sandbox: z.boolean().catch(false),
  /** M-Pesa prompts go to Daraja's sandbox or the simulator, not to real phones. */
  mpesaSandbox: z.boolean().catch(false),
  methods: z
    .object({ mpesa: switchSchema, card: switchSchema, paypal: switchSchema, cod: switchSchema })
    .partial()
    .nullish()
    .catch({})
    .transform((methods) => Object.fromEntries(PAYMENT_METHODS.map((method) => [method, methods?.[method] ?? true])) as Record<PaymentMethod, boolean>),
});

export type PaymentConfig = z.output<typeof paymentConfigSchema>;

/**
 * `GET /api/payments/config` (anyone) -> `{ sandbox, mpesaSandbox, provider, methods }`: which
 * methods are on, and whether payments are test payments. A method the answer does not name is on.
 */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return paymentConfigSchema.parse((await api.get('/api/payments/config', { signal })) ?? {});
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'config'], queryFn: ({ signal }) => getPaymentConfig(signal) });

/** The payment settings; undefined while loading or when they cannot be read (every method is then offered). */
export function usePaymentConfig(): PaymentConfig | undefined {
  return useQuery(paymentConfigQueryOptions()).data;
}
