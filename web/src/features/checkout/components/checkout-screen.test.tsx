import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/features/auth/testing/auth-fixtures';
import { makeOrderAnswer } from '@/features/orders/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { bodiesOf, makeCartLine, makeQuoteAnswer, storeCart } from '../testing/make-quote';
import { CheckoutScreen } from './checkout-screen';

const customer = makeUser({ address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100' });

const codQuote = makeQuoteAnswer({
  items: [{ product_id: 12, name: 'Nairobi 3-Seater Linen Sofa', price: 45999, quantity: 2, line_total: 91998, image: null, category: null, available: 12 }],
  subtotal: 91998,
  shipping_fee: 0,
  vat: 14719.68,
  cod_fee: 100,
  total_amount: 106817.68,
  amount_to_free_shipping: 0,
  free_shipping_reason: 'threshold',
});

const placedAnswer = { order_id: '0b6c2f4e-0000-4000-8000-000000000001', public_id: 'SF7K3M9QXA', order: makeOrderAnswer() };

function ConfirmationProbe() {
  const location = useLocation();
  return (
    <div>
      <h1>Confirmation page</h1>
      <p data-testid="carried">{JSON.stringify(location.state)}</p>
    </div>
  );
}

type Handlers = Parameters<typeof mockFetch>[0];

function renderCheckout(handlers: Handlers = {}, { lines = [makeCartLine({ quantity: 2 })] } = {}) {
  storeSession(customer);
  storeCart(lines);
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(customer),
    '/api/cart': () => jsonResponse({ items: [], updatedAt: '' }),
    '/api/wishlist': () => jsonResponse({ items: [], updatedAt: '' }),
    '/api/coupons/active': () => jsonResponse({ promoBox: false }),
    '/api/orders/quote': () => jsonResponse(codQuote),
    '/api/orders': () => jsonResponse(placedAnswer, { status: 201 }),
    ...handlers,
  });
  const view = renderWithProviders(<CheckoutScreen />, {
    url: '/checkout',
    path: '/checkout',
    routes: [{ path: '/order-confirmation/:orderId', element: <ConfirmationProbe /> }],
  });
  return { ...view, fetchMock };
}

function summary() {
  return screen.getByRole('region', { name: 'Order Summary' });
}

async function quoted() {
  await within(summary()).findByText('KSh 106,817.68');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
}

describe('checkout', () => {
  it('fills the shipping form from the profile and quotes with cash on delivery (COD fee line)', async () => {
    const { fetchMock } = renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Wanjiru');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Kamau');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('wanjiru@example.co.ke');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('0712345678');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Moi Avenue');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Nairobi');
    expect(screen.getByLabelText(/^County/)).toHaveValue('Nairobi');
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue('00100');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();

    await quoted();
    expect(within(summary()).getByText('Cash on Delivery fee')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 100')).toBeInTheDocument();
    expect(within(summary()).getByText('Free')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ items: [{ productId: 12, quantity: 2 }], paymentMethod: 'cod' });
  });

  it("shows the spec's messages for empty fields and clears a field's message when it is edited", async () => {
    const { user, fetchMock } = renderCheckout();
    await quoted();
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Phone/, /^Address/, /^City/, /^Postal Code/]) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.selectOptions(screen.getByLabelText(/^County/), '');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'County is required',
      'Postal code is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^First Name/), 'W');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(0);
  });

  it('checks each payment method’s details, and clears them when the method changes', async () => {
    const { user } = renderCheckout();
    await quoted();

    await user.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    await user.type(screen.getByLabelText(/^M-Pesa Phone Number/), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Please enter a valid Kenyan phone number (254712345678)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByText('Please enter a valid Kenyan phone number (254712345678)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('PayPal email is required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of ['Card number is required', 'Expiry date is required', 'CVV is required', 'Cardholder name is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('says card payments are not available yet, and places no order', async () => {
    const { user, fetchMock } = renderCheckout();
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await user.type(screen.getByLabelText(/^Card Number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiry Date/), '12/29');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Wanjiru Kamau');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit/Debit Card payments are not available yet');
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(0);
  });

  it('places a cash-on-delivery order with the quoted total, clears the cart and goes to the confirmation', async () => {
    window.sessionStorage.setItem('couponCode', 'FREESHIP');
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock, router } = renderCheckout({
      '/api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await quoted();
    await user.selectOptions(screen.getByLabelText('Preferred Delivery Time'), 'morning');
    await user.type(screen.getByLabelText('Special Instructions'), 'Call at the gate');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, '/api/orders')[0]).toEqual({
      items: [{ productId: 12, quantity: 2 }],
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru@example.co.ke',
      phone: '0712345678',
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: 'cod',
      couponCode: 'FREESHIP',
      deliveryInstructions: 'Call at the gate',
      preferredDeliveryTime: 'morning',
      totalAmount: 106817.68,
    });

    answer(jsonResponse(placedAnswer, { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(JSON.parse(screen.getByTestId('carried').textContent!)).toEqual({ paymentMethod: 'cod', total: 106817.68 });
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(window.sessionStorage.getItem('couponCode')).toBeNull();
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toContainEqual({ items: [] }));
  });

  it('shows the fresh totals when the total changed (409), and places the order again with them', async () => {
    const fresh = makeQuoteAnswer({ ...codQuote, subtotal: 93998, vat: 15039.68, total_amount: 109137.68 });
    const { user, fetchMock, router } = renderCheckout({
      '/api/orders': (_, init) => {
        const body = JSON.parse(String(init?.body)) as { totalAmount: number };
        if (body.totalAmount === 109137.68) return jsonResponse(placedAnswer, { status: 201 });
        return jsonResponse(
          { error: 'total_changed', message: 'The total has changed. Please review your order.', quote: fresh },
          { status: 409 },
        );
      },
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The total has changed. Please review your order.');
    expect(within(summary()).getByText('KSh 109,137.68')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Confirmation page' });
    expect(bodiesOf(fetchMock, '/api/orders').map((body) => (body as { totalAmount: number }).totalAmount)).toEqual([106817.68, 109137.68]);
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
  });

  it('says what is out of stock (409)', async () => {
    const { user } = renderCheckout({
      '/api/orders': () =>
        jsonResponse(
          { error: 'out_of_stock', message: 'Only 1 left of Nairobi 3-Seater Linen Sofa', shortages: [{ productId: 12, name: 'Nairobi 3-Seater Linen Sofa', requested: 2, available: 1 }] },
          { status: 409 },
        ),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of Nairobi 3-Seater Linen Sofa');
  });

  it("says 'Failed to place order. Please try again.' for any other failure", async () => {
    const { user } = renderCheckout({
      '/api/orders': () => jsonResponse({ error: 'internal', message: 'Server error - please try again later' }, { status: 500 }),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to place order. Please try again.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('shows the server’s field messages under the fields (400)', async () => {
    const { user } = renderCheckout({
      '/api/orders': () =>
        jsonResponse({ error: 'validation_failed', message: 'Please check the form', fields: { zipCode: 'Postal code is required' } }, { status: 400 }),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Postal code is required')).toBeInTheDocument();
  });

  it("says 'Your cart is empty' with a link to shop", () => {
    renderCheckout({}, { lines: [] });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });
});
