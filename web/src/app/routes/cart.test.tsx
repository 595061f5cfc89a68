import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { bodiesOf, makeCartLine, makeQuoteAnswer, storeCart } from '@/testing/make-quote';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import CartRoute from './cart';
import { bodyText } from '@/testing/requests';

type Handlers = Parameters<typeof mockFetch>[0];

function renderCart(handlers: Handlers = {}) {
  const fetchMock = mockFetch({
    '/api/orders/quote': () => jsonResponse(makeQuoteAnswer()),
    '/api/coupons/active': () => jsonResponse({ promoBox: false }),
    ...handlers,
  });
  const view = renderWithProviders(<CartRoute />, {
    url: '/cart',
    path: '/cart',
    routes: [
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/checkout', element: <h1>Checkout page</h1> },
    ],
  });
  return { ...view, fetchMock };
}

function summary() {
  return screen.getByRole('region', { name: 'Order Summary' });
}

describe('cart page', () => {
  it("shows the lines and the server's totals from the quote, with the free-delivery hint", async () => {
    storeCart([makeCartLine({ quantity: 1 })]);
    const { fetchMock } = renderCart();

    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    const line = screen.getByTestId('cart-item-12');
    expect(within(line).getByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' })).toHaveAttribute('href', '/product/12');
    expect(within(line).getByText('Living Room - Sofas')).toBeInTheDocument();
    expect(within(line).getByText('Colour: Grey')).toBeInTheDocument();

    expect(await within(summary()).findByText('KSh 53,858.84')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 500')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 7,359.84')).toBeInTheDocument();
    expect(within(summary()).getByText('Add KSh 4,001 more for free delivery')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote')[0]).toEqual({ items: [{ productId: 12, quantity: 1 }] });
  });

  it("labels VAT with the quote's rate, as the shop's settings set it", async () => {
    storeCart([makeCartLine({ quantity: 1 })]);
    renderCart({ '/api/orders/quote': () => jsonResponse(makeQuoteAnswer({ vat_rate: 14.5, vat: 6669.86 })) });
    expect(await within(summary()).findByText('VAT (14.5%)')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 6,669.86')).toBeInTheDocument();
  });

  it("says 'Free' for free shipping and asks for a new quote when a quantity changes", async () => {
    storeCart([makeCartLine({ quantity: 1 })]);
    const { user, fetchMock } = renderCart({
      '/api/orders/quote': (_, init) => {
        const quantity = (JSON.parse(bodyText(init)) as { items: { quantity: number }[] }).items[0]!.quantity;
        return jsonResponse(
          quantity === 2
            ? makeQuoteAnswer({ subtotal: 91998, shipping_fee: 0, vat: 14719.68, total_amount: 106717.68, amount_to_free_shipping: 0, free_shipping_reason: 'threshold' })
            : makeQuoteAnswer(),
        );
      },
    });
    await within(summary()).findByText('KSh 53,858.84');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Nairobi 3-Seater Linen Sofa' }));
    expect(await within(summary()).findByText('KSh 106,717.68')).toBeInTheDocument();
    expect(within(summary()).getByText('Free')).toBeInTheDocument();
    expect(within(summary()).getByText('Your order qualifies for free delivery')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ items: [{ productId: 12, quantity: 2 }] });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Nairobi 3-Seater Linen Sofa' })).toBeEnabled();
  });

  it('never lets the stepper go below 1, and removes a line with Remove', async () => {
    storeCart([makeCartLine({ quantity: 1 }), makeCartLine({ id: 20, name: 'Kilimani Bed', price: 32000 })]);
    const { user } = renderCart();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Nairobi 3-Seater Linen Sofa' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Kilimani Bed' }));
    expect(screen.queryByTestId('cart-item-20')).not.toBeInTheDocument();
    expect(await screen.findByText('Removed Kilimani Bed from cart')).toBeInTheDocument();
  });

  it('warns about a line above the stock and a product that no longer exists', async () => {
    storeCart([makeCartLine({ quantity: 5 }), makeCartLine({ id: 30, name: 'Old Stool', price: 1500 })]);
    renderCart({
      '/api/orders/quote': () =>
        jsonResponse(
          makeQuoteAnswer({
            items: [{ product_id: 12, name: 'Nairobi 3-Seater Linen Sofa', price: 45999, quantity: 5, line_total: 229995, image: null, category: null, available: 3 }],
            missing: [30],
          }),
        ),
    });
    expect(await within(screen.getByTestId('cart-item-12')).findByText('Only 3 left in stock. Please lower the quantity.')).toBeInTheDocument();
    expect(within(screen.getByTestId('cart-item-30')).getByText(/no longer available/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some items in your cart need your attention');
  });

  it('shows the promo-code box only while a campaign runs', async () => {
    storeCart([makeCartLine()]);
    renderCart();
    await within(summary()).findByText('KSh 53,858.84');
    expect(screen.queryByLabelText('Promo Code')).not.toBeInTheDocument();
  });

  it("applies a valid code (kept for checkout and sent with the quote) and says 'Invalid coupon code' otherwise", async () => {
    storeCart([makeCartLine()]);
    const { user, fetchMock } = renderCart({
      '/api/coupons/active': () => jsonResponse({ promoBox: true }),
      '/api/coupons/validate': (_, init) => {
        const { code } = JSON.parse(bodyText(init)) as { code: string };
        return code.toUpperCase() === 'FREESHIP'
          ? jsonResponse({ code: 'FREESHIP', description: 'Free shipping', freeShipping: true })
          : jsonResponse({ error: 'bad_request', message: 'Invalid coupon code', fields: { code: 'Invalid coupon code' } }, { status: 400 });
      },
    });

    const box = await screen.findByLabelText('Promo Code');
    await user.type(box, 'SAVEBIG');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'freeship');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Coupon FREESHIP applied/, { selector: 'p' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('couponCode')).toBe('FREESHIP');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ items: [{ productId: 12, quantity: 1 }], couponCode: 'FREESHIP' }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove coupon FREESHIP' }));
    expect(window.sessionStorage.getItem('couponCode')).toBeNull();
  });

  it("shows a discount code's line, taken off the goods", async () => {
    storeCart([makeCartLine()]);
    window.sessionStorage.setItem('couponCode', 'SAVE10');
    renderCart({
      '/api/orders/quote': () => jsonResponse(makeQuoteAnswer({ discount: 4599.9, vat: 6623.86, total_amount: 48522.96, coupon_code: 'SAVE10' })),
    });
    expect(await within(summary()).findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary()).getByText('-KSh 4,599.90')).toBeInTheDocument();
    expect(within(summary()).getByText('KSh 48,522.96')).toBeInTheDocument();
  });

  it("drops a code the quote refuses, with the server's reason", async () => {
    storeCart([makeCartLine()]);
    window.sessionStorage.setItem('couponCode', 'SAVE10');
    renderCart({
      '/api/orders/quote': (_, init) => {
        const { couponCode } = JSON.parse(bodyText(init)) as { couponCode?: string | null };
        return couponCode === 'SAVE10'
          ? jsonResponse(
              { error: 'validation_failed', message: 'Spend KSh 60,000 to use this code', fields: { couponCode: 'Spend KSh 60,000 to use this code' } },
              { status: 400 },
            )
          : jsonResponse(makeQuoteAnswer());
      },
    });
    expect(await screen.findByText('Spend KSh 60,000 to use this code')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('couponCode')).toBeNull());
    expect(await within(summary()).findByText('KSh 53,858.84')).toBeInTheDocument();
  });

  it("sends a guest to /login with 'Please login to proceed to checkout', returning to /checkout", async () => {
    storeCart([makeCartLine()]);
    const { user, router } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Please login to proceed to checkout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/checkout', search: '', hash: '' } });
  });

  it('takes a signed-in shopper to /checkout', async () => {
    const customer = makeUser();
    storeSession(customer);
    storeCart([makeCartLine()]);
    const { user, router } = renderCart({ '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('clears the cart, and shows the empty state with a link to shop', async () => {
    storeCart([makeCartLine()]);
    const { user } = renderCart();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
  });
});
