import type { OrderStatus } from '@/lib/orders/order-status';
import type { Schemas } from '@/lib/api-contract';

import type { PaymentState } from '../payment-state';

/** An order as the gateway sends it (the OpenAPI document's `OrderJson`). */
export type AdminOrder = Schemas['OrderJson'];
export type AdminOrderPage = Schemas['OrderPage'];

/** What the Orders screen asks the server for; '' means no filter. */
export type AdminOrderFilters = { search: string; status: OrderStatus | ''; paymentState: PaymentState | ''; page: number };
