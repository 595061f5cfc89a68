import type { Schemas } from '@/lib/api-contract';

/*
 * An order as the gateway sends it (web-contract.md, "Order object"): the document's OrderJson.
 * Amounts are KSh as JSON numbers; `public_id` is the order number (SF7K3M9QXA); each item
 * carries `product_name` (and the same `name`) and its `line_total`.
 */
export type Order = Schemas['OrderJson'];
export type OrderItem = Schemas['OrderItemJson'];
export type StatusChange = Schemas['StatusChangeJson'];

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
