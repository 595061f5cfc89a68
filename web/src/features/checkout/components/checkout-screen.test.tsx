import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse } from '@/testing/test-utils';

import { MPESA_START_RETRY_MS } from '../api/start-mpesa-payment';
import { bodiesOf, makeQuoteAnswer } from '@/testing/make-quote';
import { codQuote, onlineQuote, quoted, renderCheckout, summary } from '../testing/render-checkout';
import { bodyText } from '@/testing/requests';

const paymentConfig = (overrides: Record<string, unknown>) => () =>
  jsonResponse({ sandbox: false, mpesaSandbox: false, provider: 'sandbox', methods: { mpesa: true, card: true, paypal: true, cod: true }, ...overrides });

describe('checkout', () => {
  it('fills the shipping form from the profile, offers M-Pesa first and chosen, and quotes with it', async () => {
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

    const methods = within(screen.getByRole('group', { name: 'Payment Method' })).getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['mpesa', 'card', 'paypal', 'cod']);
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(screen.getByLabelText(/^M-Pesa Phone Number/)).toHaveValue('254712345678');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    await quoted();
    expect(within(summary()).queryByText('Cash on Delivery fee')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({
      items: [{ productId: 12, quantity: 2 }],
      paymentMethod: 'mpesa',
      // The profile's county is the delivery county: standard delivery until another is chosen.
      state: 'Nairobi',
      deliveryMethod: 'standard',
    });
  });

  it('quotes cash on delivery with its fee when it is chosen', async () => {
    const { user, fetchMock } = renderCheckout();
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await quoted('KSh 106,817.68');
    expect(within(summary()).getByText('Cash on Delivery fee')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 100')).toBeInTheDocument();
    expect(within(summary()).getByText('Free')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ items: [{ productId: 12, quantity: 2 }], paymentMethod: 'cod', state: 'Nairobi', deliveryMethod: 'standard' });
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

  it('checks the M-Pesa number: required, then a Kenyan mobile number in any form (lib/phone)', async () => {
    const { user, fetchMock } = renderCheckout();
    await quoted();
    const phone = screen.getByLabelText(/^M-Pesa Phone Number/);
    expect(phone).toHaveAccessibleDescription(/254712345678/);

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('M-Pesa phone number is required')).toBeInTheDocument();
    expect(phone).toHaveFocus();

    for (const typed of ['0812 345 678', '254812345678', '25471234567']) {
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(screen.getByText('Please enter a valid Kenyan phone number (254712345678)')).toBeInTheDocument();
    }
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '254 112 345 678');
    expect(screen.queryByText('Please enter a valid Kenyan phone number (254712345678)')).not.toBeInTheDocument();
  });

  it('checks the card: required fields, then the number (Luhn), the expiry (MM/YY, not past) and the CVV', async () => {
    const { user, fetchMock } = renderCheckout();
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of ['Card number is required', 'Expiry date is required', 'CVV is required', 'Cardholder name is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText(/^Card Number/), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText(/^Expiry Date/), '13/30');
    await user.type(screen.getByLabelText(/^CVV/), '12');
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Wanjiru Kamau');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(screen.getByText('Invalid expiry date')).toBeInTheDocument();
    expect(screen.getByText('Invalid CVV')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Expiry Date/));
    await user.type(screen.getByLabelText(/^Expiry Date/), '01/20');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Card has expired')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(0);
  });

  it('checks the PayPal email', async () => {
    const { user } = renderCheckout();
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    const email = screen.getByLabelText(/^PayPal Email/);
    expect(email).toHaveValue('wanjiru@example.co.ke');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('PayPal email is required')).toBeInTheDocument();
    await user.type(email, 'wanjiru@');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('clears the payment details’ messages when the method changes', async () => {
    const { user } = renderCheckout();
    await quoted();
    await user.clear(screen.getByLabelText(/^M-Pesa Phone Number/));
    await user.type(screen.getByLabelText(/^M-Pesa Phone Number/), '0812 345 678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Please enter a valid Kenyan phone number (254712345678)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Card number is required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid Kenyan phone number (254712345678)')).not.toBeInTheDocument();
  });

  it('places a cash-on-delivery order with the quoted total, clears the cart and goes to the confirmation', async () => {
    window.sessionStorage.setItem('couponCode', 'FREESHIP');
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock, router } = renderCheckout({
      '/api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await quoted('KSh 106,817.68');
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
      deliveryMethod: 'standard',
    });

    answer(jsonResponse({ order_id: 'id-1', public_id: 'SF7K3M9QXA', order: makeOrderAnswer({ id: 'id-1' }) }, { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(JSON.parse(screen.getByTestId('carried').textContent)).toEqual({ paymentMethod: 'cod', total: 106817.68 });
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(window.sessionStorage.getItem('couponCode')).toBeNull();
    expect(window.sessionStorage.getItem('pendingOrder')).toBeNull();
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toContainEqual({ items: [] }));
  });

  it('places nothing with the previous total while the chosen method is quoted again', async () => {
    let answerCod: () => void = () => undefined;
    const { user, fetchMock } = renderCheckout({
      '/api/orders/quote': (_, init) => {
        const body = JSON.parse(bodyText(init)) as { paymentMethod?: string };
        if (body.paymentMethod !== 'cod') return jsonResponse(onlineQuote);
        return new Promise<Response>((resolve) => (answerCod = () => resolve(jsonResponse(codQuote))));
      },
    });
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    // The online totals stay on screen, but they are not what a cash order costs.
    expect(within(summary()).getByText('KSh 106,717.68')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
    expect(bodiesOf(fetchMock, '/api/orders')).toEqual([]);

    answerCod();
    await quoted('KSh 106,817.68');
  });

  it('shows the fresh totals when the total changed (409), and places the order again with them', async () => {
    const fresh = makeQuoteAnswer({ ...onlineQuote, subtotal: 93998, vat: 15039.68, total_amount: 109037.68 });
    const { user, fetchMock, router } = renderCheckout({
      '/api/orders': (_, init) => {
        const body = JSON.parse(bodyText(init)) as { totalAmount: number };
        if (body.totalAmount === 109037.68) return jsonResponse({ order_id: 'id-1', public_id: 'SF7K3M9QXA', order: makeOrderAnswer({ id: 'id-1' }) }, { status: 201 });
        return jsonResponse(
          { error: 'total_changed', message: 'The total has changed. Please review your order.', quote: fresh },
          { status: 409 },
        );
      },
      '/api/mpesa/stkpush': () => jsonResponse({ error: 'payment_unavailable', message: 'Failed to initiate M-Pesa payment' }, { status: 503 }),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The total has changed. Please review your order.');
    expect(within(summary()).getByText('KSh 109,037.68')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // The 503 is asked once more by itself before it is shown.
    expect(await screen.findByText('Failed to initiate M-Pesa payment', {}, { timeout: MPESA_START_RETRY_MS + 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders').map((body) => (body as { totalAmount: number }).totalAmount)).toEqual([106717.68, 109037.68]);
    expect(router.state.location.pathname).toBe('/checkout');
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

  it("says 'Failed to place order. Please try again.' for cash on delivery and 'Failed to create order' for an online payment", async () => {
    const { user } = renderCheckout({
      '/api/orders': () => jsonResponse({ error: 'internal', message: 'Server error - please try again later' }, { status: 500 }),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create order');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await quoted('KSh 106,817.68');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to place order. Please try again.');
  });

  it('retries an unconfirmed placement once with the same Idempotency-Key and shows the order', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    const { user } = renderCheckout({
      '/api/orders': (_url: URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        calls += 1;
        return calls === 1
          ? jsonResponse(
              { error: 'order_unconfirmed', message: 'We could not confirm your order - please try again: it will not be placed twice' },
              { status: 503 },
            )
          : jsonResponse({ order_id: 'ord-1', public_id: 'SF12345678' }, { status: 201 });
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await quoted('KSh 106,817.68');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls).toBe(2), { timeout: 4000 });
    expect(keys[0]).toMatch(/^[A-Za-z0-9_:.-]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('drops a key the server says was used for another request, so the next press gets a new one (422)', async () => {
    const keys: (string | null)[] = [];
    const { user } = renderCheckout({
      '/api/orders': (_url: URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return keys.length === 1
          ? jsonResponse(
              { error: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different request' },
              { status: 422 },
            )
          : jsonResponse({ order_id: 'ord-1', public_id: 'SF12345678' }, { status: 201 });
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await quoted('KSh 106,817.68');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to place order. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toMatch(/^[A-Za-z0-9_:.-]{1,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
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

  it('offers only the methods the payment settings turn on, choosing the first one offered', async () => {
    renderCheckout({ '/api/payments/config': paymentConfig({ methods: { mpesa: false, card: true, paypal: false, cod: true } }) });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'M-Pesa' })).not.toBeInTheDocument());
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Card Number/)).toBeInTheDocument();
  });

  it('says card and PayPal payments are test payments while the sandbox provider is on, with the test cards', async () => {
    const { user } = renderCheckout({ '/api/payments/config': paymentConfig({ sandbox: true }) });
    await quoted();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    const cardNotice = screen.getByRole('note', { name: 'Test payments' });
    expect(cardNotice).toHaveTextContent('4242 4242 4242 4242');
    expect(cardNotice).toHaveTextContent('4000 0000 0000 0002');
    expect(cardNotice).toHaveTextContent(/no real money/);

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByRole('note', { name: 'Test payments' })).toHaveTextContent('decline@');
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says M-Pesa prompts go to the test system while M-Pesa is in test mode, and nothing when live', async () => {
    const { user } = renderCheckout({ '/api/payments/config': paymentConfig({ mpesaSandbox: true }) });
    const notice = await screen.findByRole('note', { name: 'M-Pesa test mode' });
    expect(notice).toHaveTextContent('254708374149');
    expect(notice).toHaveTextContent(/ending in 0000/);
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers every method, without a test notice, when the payment settings cannot be read', async () => {
    renderCheckout({ '/api/payments/config': () => jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) });
    await quoted();
    for (const name of ['M-Pesa', 'Credit/Debit Card', 'PayPal', 'Cash on Delivery']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
