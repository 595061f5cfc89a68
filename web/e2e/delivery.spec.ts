import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { aProductInStock, JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * Delivery and pickup by county (issue 24, part 4) at 390x844: choosing Mombasa changes the fee
 * and the date on the product page, in the cart and at checkout; express and a pickup point change
 * them again; the placed order, its confirmation and its tracking page keep the promised window.
 * Every expected fee and date is the server's quote for the same goods and choice.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Choice = {
  method: 'standard' | 'express' | 'pickup';
  county: string;
  fee: number;
  earliest: string;
  latest: string;
  pickupPoint?: { code: string; name: string; county: string } | null;
};
type Quote = { total_amount: number; shipping_fee: number; delivery_options: Choice[]; delivery: Choice | null };

/** As the web writes a window (web/src/lib/delivery.ts): 'Tue 1 Dec' or 'Tue 1 Dec - Thu 3 Dec'. */
const dayFormat = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
function day(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`)).replace(',', '');
}
function windowOf(choice: Choice): string {
  return choice.earliest === choice.latest ? day(choice.earliest) : `${day(choice.earliest)} - ${day(choice.latest)}`;
}
function feeOf(choice: Choice): string {
  return choice.fee === 0 ? 'Free' : ksh(choice.fee);
}
function keyOf(choice: Choice): string {
  return choice.method === 'pickup' ? `pickup:${choice.pickupPoint?.code ?? ''}` : choice.method;
}

async function quote(
  request: APIRequestContext,
  productId: number,
  state: string,
  deliveryMethod = 'standard',
  pickupPoint?: string,
  paymentMethod?: string,
): Promise<Quote> {
  const response = await request.post('/api/orders/quote', {
    headers: JSON_HEADERS,
    data: { items: [{ productId, quantity: 1 }], state, deliveryMethod, ...(pickupPoint ? { pickupPoint } : {}), ...(paymentMethod ? { paymentMethod } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Quote;
}

function choice(q: Quote, method: Choice['method']): Choice {
  const found = q.delivery_options.find((c) => c.method === method);
  expect(found, `the quote offers ${method}`).toBeDefined();
  return found!;
}

/** The choice's radio row in the options `prefix` (product, cart, checkout) shows its fee and window, checked or not. */
async function expectChoice(page: Page, prefix: string, c: Choice, checked: boolean) {
  const row: Locator = page.getByTestId(`${prefix}-${keyOf(c)}`);
  await expect(row).toContainText(feeOf(c));
  await expect(row).toContainText(windowOf(c));
  if (checked) await expect(row.getByRole('radio')).toBeChecked();
  else await expect(row.getByRole('radio')).not.toBeChecked();
}

test('Mombasa, express and pickup change the fee and date from the product page to the tracked order', async ({ page, request }) => {
  const product = await aProductInStock(request);
  const nairobi = choice(await quote(request, product.id, 'Nairobi'), 'standard');
  const mombasaQuote = await quote(request, product.id, 'Mombasa');
  const standard = choice(mombasaQuote, 'standard');
  const express = choice(mombasaQuote, 'express');
  const pickup = choice(mombasaQuote, 'pickup');
  expect(pickup.pickupPoint?.county, 'a pickup point in Mombasa comes first').toBe('Mombasa');
  // The demo's cheap product: Mombasa's big-town fee and later window differ from Nairobi's.
  expect(standard.fee).not.toBe(nairobi.fee);
  expect(windowOf(standard)).not.toBe(windowOf(nairobi));
  expect(express.fee).not.toBe(standard.fee);
  expect(windowOf(express)).not.toBe(windowOf(standard));

  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Baraka Mwangi', email: `baraka-delivery-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0722345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();

  // The product page: Nairobi first, then Mombasa changes the fee and the date.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const county = page.getByTestId('product-delivery').getByRole('combobox', { name: 'Deliver to county' });
  await county.selectOption('Nairobi');
  await expectChoice(page, 'product', nairobi, true);
  await county.selectOption('Mombasa');
  await expectChoice(page, 'product', standard, true);
  await expect(page.getByTestId('product-standard')).not.toContainText(windowOf(nairobi));
  await expectChoice(page, 'product', express, false);
  await expectChoice(page, 'product', pickup, false);
  // Express chosen here is the cart's choice too.
  await page.getByTestId('product-express').getByRole('radio').check();
  await expectChoice(page, 'product', express, true);
  // The page's own Add to Cart is on screen beside the delivery choices (the sticky bar is hidden then).
  await page.locator('button:visible').filter({ hasText: /^Add to Cart$/ }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart remembers Mombasa and express; its total is the server's for that choice.
  // The cart's total has no payment method yet; the checkout's adds cash on delivery's fee.
  const withExpress = await quote(request, product.id, 'Mombasa', 'express');
  const withPickup = await quote(request, product.id, 'Mombasa', 'pickup', pickup.pickupPoint!.code);
  const placedTotal = (await quote(request, product.id, 'Mombasa', 'express', undefined, 'cod')).total_amount;
  expect(withPickup.total_amount).not.toBe(withExpress.total_amount);
  expect(withExpress.shipping_fee).toBe(express.fee);
  expect(withPickup.shipping_fee).toBe(pickup.fee);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-delivery').getByRole('combobox', { name: 'Deliver to county' })).toHaveValue('Mombasa');
  await expectChoice(page, 'cart', express, true);
  const cartTotal = page.getByRole('region', { name: 'Cart total' }).getByTestId('sticky-total');
  await expect(cartTotal).toHaveText(ksh(withExpress.total_amount));
  // The pickup point changes the fee and the total again.
  await page.getByTestId(`cart-${keyOf(pickup)}`).getByRole('radio').check();
  await expectChoice(page, 'cart', pickup, true);
  await expect(cartTotal).toHaveText(ksh(withPickup.total_amount));
  await page.getByTestId('cart-express').getByRole('radio').check();
  await expect(cartTotal).toHaveText(ksh(withExpress.total_amount));
  await page.getByRole('region', { name: 'Cart total' }).getByRole('button', { name: 'Checkout' }).click();

  // The checkout: the address step has the county chosen before; the delivery step offers the
  // same choices, with the one made in the cart.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('combobox', { name: 'County', exact: true })).toHaveValue('Mombasa');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Baraka');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Mwangi');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Moi Avenue 12');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Mombasa');
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('80100');
  const checkoutBar = page.getByRole('region', { name: 'Checkout total' });
  await checkoutBar.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(/Delivery/);
  await expectChoice(page, 'checkout', express, true);
  await expectChoice(page, 'checkout', standard, false);
  await page.getByTestId(`checkout-${keyOf(pickup)}`).getByRole('radio').check();
  await expectChoice(page, 'checkout', pickup, true);
  await page.getByTestId('checkout-express').getByRole('radio').check();
  await expectChoice(page, 'checkout', express, true);

  await checkoutBar.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await expect(checkoutBar.getByTestId('sticky-total')).toHaveText(ksh(placedTotal));
  await checkoutBar.getByRole('button', { name: 'Place Order' }).click();

  // The confirmation keeps the promise: express to Mombasa in the quoted window.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const promise = page.getByTestId('delivery-promise');
  await expect(promise).toContainText(`Express delivery (${feeOf(express)})`);
  await expect(promise).toContainText(`To Mombasa, arriving ${windowOf(express)}`);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).not.toBe('');

  // The tracking page, by the order number and phone, keeps the same window.
  await page.goto('/track-order');
  await page.getByRole('textbox', { name: 'Order Number' }).fill(orderNumber);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(customer.phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('delivery-promise')).toContainText(`Express delivery (${feeOf(express)})`);
  await expect(page.getByTestId('delivery-promise')).toContainText(`To Mombasa, arriving ${windowOf(express)}`);
});
