/** A `POST /api/orders/quote` answer, with `overrides` applied. */
import { bodyText } from './requests';
export function makeQuoteAnswer(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { product_id: 12, name: 'Nairobi 3-Seater Linen Sofa', price: 45999, quantity: 1, line_total: 45999, discount: 0, image: '/media/sofa.svg', category: 'Living Room - Sofas', available: 12 },
    ],
    missing: [],
    subtotal: 45999,
    discount: 0,
    shipping_fee: 500,
    vat: 7359.84,
    cod_fee: 0,
    total_amount: 53858.84,
    amount_to_free_shipping: 4001,
    free_shipping_threshold: 50000,
    vat_rate: 16,
    prices_include_vat: false,
    free_shipping_reason: null,
    coupon_code: null,
    delivery_options: [],
    delivery: null,
    ...overrides,
  };
}

/** A cart line as kept in local storage. */
export function makeCartLine(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    name: 'Nairobi 3-Seater Linen Sofa',
    price: 45999,
    image: '/media/sofa.svg',
    category: 'Living Room - Sofas',
    color: 'Grey',
    originalPrice: null,
    stock: 12,
    quantity: 1,
    ...overrides,
  };
}

export function storeCart(lines: Record<string, unknown>[]): void {
  window.localStorage.setItem('cart', JSON.stringify(lines));
}

/** The parsed JSON body of the fetch calls to `path` with `method`. */
export function bodiesOf(fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'POST'): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => new URL(String(url), 'http://localhost').pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(bodyText(init as RequestInit) || 'null') as unknown);
}
