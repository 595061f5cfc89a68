import { expect, test, type APIRequestContext } from '@playwright/test';

import { JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * Prices as Kenyan shoppers read them (docs/decisions.md "Prices as Kenyan shoppers read them"),
 * on a 390 x 844 phone: the price on a product's card is the product page's, the cart's, the
 * checkout's and the order's (its total is that price plus delivery and the COD fee, nothing
 * added for VAT), and every one of those screens says the prices include VAT.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Product = { id: number; name: string; price: number; stock: number };
type Quote = {
  items: { price: number }[];
  total_amount: number;
  shipping_fee: number;
  cod_fee: number;
  vat: number;
  prices_include_vat: boolean;
};

async function aProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const product = ((await response.json()) as { products: Product[] }).products.find((p) => p.stock >= 5);
  expect(product, 'a product with stock').toBeDefined();
  return product!;
}

async function register(request: APIRequestContext) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Otieno', email: `akinyi-vat-${unique}@example.co.ke`, password: 'karibu-2026' };
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: { ...customer, phone: '0712345678' } });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

test('the price on the card is what the product page, cart, checkout and order say, all including VAT', async ({ page, request }) => {
  const product = await aProduct(request);
  expect(Number.isInteger(product.price), 'catalogue prices are whole shillings').toBe(true);
  const customer = await register(request);

  // The server's quote for one unit, cash on delivery: the shelf price plus delivery and the fee.
  const quote = (await (
    await request.post('/api/orders/quote', {
      headers: JSON_HEADERS,
      data: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod' },
    })
  ).json()) as Quote;
  expect(quote.prices_include_vat).toBe(true);
  expect(quote.items[0].price).toBe(product.price);
  expect(quote.total_amount).toBe(product.price + quote.shipping_fee + quote.cod_fee);
  expect(quote.vat).toBeGreaterThan(0);

  // The card in the search results, with the listing's one note.
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name }) }).first();
  await expect(card.getByText(ksh(product.price)).first()).toBeVisible();
  await expect(page.getByText('All prices include VAT (16%)')).toBeVisible();

  // The product page.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(ksh(product.price)).first()).toBeVisible();
  await expect(page.getByText('incl. VAT', { exact: true })).toBeVisible();

  // Signed in, into the cart.
  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  // The page's own button (the sticky bar repeats it while it is scrolled away).
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true }).first()).toBeVisible();

  // The cart: no payment method yet, so no COD fee.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Order Summary' });
  const cartTotal = cartSummary.locator('div', { has: page.getByText('Total (incl. VAT)', { exact: true }) }).last();
  await expect(cartTotal).toContainText(ksh(product.price + quote.shipping_fee));
  await expect(cartSummary.getByText('Includes VAT (16%)')).toBeVisible();
  await expect(cartSummary.getByText(/^VAT \(/)).toHaveCount(0);

  // The checkout, cash on delivery.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Moi Avenue');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  // On a phone the checkout goes in steps: address, delivery, payment.
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
  const checkoutTotal = checkoutSummary.locator('div', { has: page.getByText('Total (incl. VAT)', { exact: true }) }).last();
  await expect(checkoutTotal).toContainText(ksh(quote.total_amount));
  await expect(checkoutSummary.locator('div', { has: page.getByText('Includes VAT (16%)', { exact: true }) }).last()).toContainText(ksh(quote.vat));
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The confirmation and the order page keep it.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
  for (const path of [null, `/order/${orderNumber}`]) {
    if (path) await page.goto(path);
    const totals = page.getByRole('region', { name: 'Order Total' });
    await expect(totals.locator('div', { has: page.getByText('Total (incl. VAT)', { exact: true }) }).last()).toContainText(ksh(quote.total_amount));
    await expect(totals.locator('div', { has: page.getByText('Includes VAT (16%)', { exact: true }) }).last()).toContainText(ksh(quote.vat));
  }
});
