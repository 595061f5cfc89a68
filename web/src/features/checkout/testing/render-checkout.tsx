import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { expect } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { CheckoutScreen } from '../components/checkout-screen';
import { makeCartLine, makeQuoteAnswer, storeCart } from '@/testing/make-quote';
import { bodyText } from '@/testing/requests';

export const customer = makeUser({ address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100' });

export const ORDER_ID = '0b6c2f4e-0000-4000-8000-000000000001';
export const SECOND_ORDER_ID = '0b6c2f4e-0000-4000-8000-000000000002';

const line = { product_id: 12, name: 'Nairobi 3-Seater Linen Sofa', price: 45999, quantity: 2, line_total: 91998, discount: 0, image: '', category: '', available: 12 };

/** Two sofas paid online: free delivery, no COD fee. */
export const onlineQuote = makeQuoteAnswer({
  items: [line],
  subtotal: 91998,
  discount: 0,
  shipping_fee: 0,
  vat: 14719.68,
  cod_fee: 0,
  total_amount: 106717.68,
  amount_to_free_shipping: 0,
  free_shipping_reason: 'threshold',
});

/** The same cart paid on delivery: KSh 100 more. */
export const codQuote = makeQuoteAnswer({ ...onlineQuote, cod_fee: 100, total_amount: 106817.68 });

/** The order the server keeps, as `GET /api/orders/{id}` answers. */
export function storedOrder(overrides: Record<string, unknown> = {}) {
  return makeOrderAnswer({ id: ORDER_ID, payment_method: 'mpesa', cod_fee: 0, total_amount: 106717.68, ...overrides });
}

/** The confirmation route, showing what checkout carried. */
export function ConfirmationProbe() {
  const location = useLocation();
  return (
    <div>
      <h1>Confirmation page</h1>
      <p data-testid="carried">{JSON.stringify(location.state)}</p>
    </div>
  );
}

type Handlers = Parameters<typeof mockFetch>[0];
type Handler = Handlers[string];

/**
 * `POST /api/orders` places order SF7K3M9QXA (then SF7K3M9QXB, ...) with the body's payment
 * method and the quoted total; `GET /api/orders/{id}` answers the order as `orders` keeps it
 * (tests change it to say Paid or cancelled); `PUT .../cancel` cancels it.
 */
export function orderServer() {
  const orders = new Map<string, Record<string, unknown>>();
  const ids = [ORDER_ID, SECOND_ORDER_ID];
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/orders' && method === 'POST') {
      const body = JSON.parse(bodyText(init)) as { paymentMethod: string; totalAmount: number };
      const id = ids[orders.size] ?? `order-${orders.size}`;
      const publicId = `SF7K3M9QX${String.fromCharCode(65 + orders.size)}`;
      const order = storedOrder({ id, public_id: publicId, payment_method: body.paymentMethod, total_amount: body.totalAmount, cod_fee: body.paymentMethod === 'cod' ? 100 : 0 });
      orders.set(id, order);
      return jsonResponse({ order_id: id, public_id: publicId, order }, { status: 201 });
    }
    const [, , , id = '', action] = url.pathname.split('/');
    const order = orders.get(id);
    if (!order) return jsonResponse({ error: 'order_not_found', message: 'Order not found' }, { status: 404 });
    if (action === 'cancel' && method === 'PUT') {
      order.order_status = 'cancelled';
      return jsonResponse({ order });
    }
    return jsonResponse(order);
  };
  return { orders, handler };
}

/** Renders the checkout for a signed-in customer with two sofas in the cart. */
export function renderCheckout(handlers: Handlers = {}, { lines = [makeCartLine({ quantity: 2 })], user = customer } = {}) {
  storeSession(user);
  storeCart(lines);
  const server = orderServer();
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(user),
    '/api/cart': () => jsonResponse({ items: [], updatedAt: '' }),
    '/api/wishlist': () => jsonResponse({ items: [], updatedAt: '' }),
    '/api/coupons/active': () => jsonResponse({ promoBox: false }),
    '/api/payments/config': () =>
      jsonResponse({ sandbox: false, mpesaSandbox: false, provider: 'sandbox', methods: { mpesa: true, card: true, paypal: true, cod: true } }),
    '/api/orders/quote': (_, init) => {
      const body = JSON.parse(bodyText(init)) as { paymentMethod?: string };
      return jsonResponse(body.paymentMethod === 'cod' ? codQuote : onlineQuote);
    },
    '/api/orders': server.handler,
    // The shopper's past orders (none): the checkout fills in the last one's address.
    '/api/orders/user': () => jsonResponse([]),
    ...handlers,
  });
  const view = renderWithProviders(<CheckoutScreen />, {
    url: '/checkout',
    path: '/checkout',
    routes: [{ path: '/order-confirmation/:orderId', element: <ConfirmationProbe /> }],
  });
  return { ...view, fetchMock, orders: server.orders };
}

export function summary() {
  return screen.getByRole('region', { name: 'Order Summary' });
}

/** Waits for the totals (online or cash on delivery) and an enabled Place Order. */
export async function quoted(total = 'KSh 106,717.68') {
  await within(summary()).findByText(total);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
}

/** The calls made to `path` with `method`, as their URLs. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string | RegExp, method = 'GET'): string[] {
  return fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), method: (init as RequestInit | undefined)?.method ?? 'GET' }))
    .filter((call) => call.method === method && (typeof path === 'string' ? call.url.pathname === path : path.test(call.url.pathname)))
    .map((call) => call.url.pathname);
}
