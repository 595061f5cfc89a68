import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

/**
 * Which methods are on, and whether payments are test payments: `sandbox` (card and PayPal go
 * through the sandbox provider) and `mpesaSandbox` (M-Pesa prompts go to Daraja's sandbox or the
 * simulator, not to real phones).
 */
export type PaymentConfig = Schemas['PaymentConfigJson'];

/** `GET /api/payments/config` (anyone) -> `{ sandbox, mpesaSandbox, provider, methods }`. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return getDocumented('/api/payments/config', { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'config'], queryFn: ({ signal }) => getPaymentConfig(signal) });

/** The payment settings; undefined while loading or when they cannot be read (every method is then offered). */
export function usePaymentConfig(): PaymentConfig | undefined {
  return useQuery(paymentConfigQueryOptions()).data;
}
