import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JSON_HEADERS } from './support/shop';

/**
 * Cart, wishlist, checkout and orders through the real stack (gateway, auth, catalog, orders,
 * RabbitMQ): a guest fills a cart and a wishlist, is sent to sign in at checkout, keeps the cart,
 * places a cash-on-delivery order, finds it in /orders, cancels it and sees the stock come back
 * (order.cancelled through the broker to the catalog). A fresh browser then finds the cart the
 * server kept.
 */

type Product = { id: number; name: string; price: number; stock: number };
type Customer = { name: string; email: string; password: string };

async function productsInStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { products: Product[] };
  const picked = body.products.filter((p) => p.stock >= 5).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/products/${id}`, { headers: JSON_HEADERS });
  return ((await response.json()) as Product).stock;
}

async function register(request: APIRequestContext): Promise<Customer> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Otieno', email: `akinyi-${unique}@example.co.ke`, password: 'karibu-2026' };
  const response = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { ...customer, phone: '0712345678' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

async function signInOnLoginPage(page: Page, customer: Customer) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

async function addToCartFromProductPage(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
}

function ksh(amount: number): string {
  return `KSh ${new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 }).format(amount)}`;
}

test('a guest fills a cart and wishlist, signs in at checkout, orders cash on delivery, cancels, and finds the saved cart on another device', async ({
  page,
  request,
  browser,
}) => {
  const [first, second, wished] = await productsInStock(request, 3);
  const customer = await register(request);
  const stockBefore = await stockOf(request, first.id);

  // A guest: two products into the cart, one into the wishlist, then moved to the cart.
  await addToCartFromProductPage(page, first);
  await addToCartFromProductPage(page, second);
  await page.goto(`/product/${wished.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!', exact: true })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  // Chromium names the button 'Move to Cart : {name}' (the name is a visually hidden span).
  await page.getByRole('button', { name: new RegExp(`^Move to Cart ?: ${wished.name}$`) }).click();
  await expect(page.getByText(`Moved ${wished.name} to cart`).first()).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // The cart shows the server's totals; checkout needs signing in.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  for (const product of [first, second, wished]) {
    await expect(page.getByTestId(`cart-item-${product.id}`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Increase quantity of ' + first.name }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${first.name}` })).toHaveValue('2');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('Please login to proceed to checkout').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signInOnLoginPage(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The order the cart holds, priced by the server for cash on delivery.
  const items = [
    { productId: first.id, quantity: 2 },
    { productId: second.id, quantity: 1 },
    { productId: wished.id, quantity: 1 },
  ];
  const quote = (await (
    await request.post('/api/orders/quote', { headers: JSON_HEADERS, data: { items, paymentMethod: 'cod' } })
  ).json()) as { total_amount: number; cod_fee: number };
  expect(quote.cod_fee).toBe(100);

  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Moi Avenue');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('combobox', { name: 'Preferred Delivery Time' }).selectOption('morning');
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Call at the gate');
  await expect(page.getByText(ksh(quote.total_amount)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
  expect(orderNumber).toMatch(/SF[0-9A-Z]{8}/);
  await expect(page.getByRole('region', { name: 'Order Total' }).getByText(ksh(quote.total_amount)).first()).toBeVisible();
  expect(await stockOf(request, first.id)).toBe(stockBefore - 2);

  // The order is in the history; cancelling it gives the stock back.
  await page.getByRole('link', { name: 'View Order History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const card = page.getByTestId(`order-${orderNumber}`);
  await expect(card.getByTestId('order-status')).toHaveText(/pending/i);
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully').first()).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText(/cancelled/i);

  await expect
    .poll(() => stockOf(request, first.id), { timeout: 15_000, message: 'stock released through order.cancelled' })
    .toBe(stockBefore);
  await page.goto(`/product/${first.id}`);
  await expect(page.getByText(`${stockBefore} available`)).toBeVisible();

  // Something in the cart again, kept by the server for the signed-in shopper.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await expect
    .poll(
      async () => {
        const token = await page.evaluate<string | null>("localStorage.getItem('token') ?? sessionStorage.getItem('token')");
        const response = await request.get('/api/cart', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token ?? ''}` } });
        return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
      },
      { timeout: 10_000, message: 'the cart is saved on the server' },
    )
    .toEqual([first.id]);

  // Another device: a fresh browser context signs in and finds that cart.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/login');
  await signInOnLoginPage(other, customer);
  await other.goto('/cart');
  await expect(other.getByTestId(`cart-item-${first.id}`)).toBeVisible();
  await expect(other.getByRole('link', { name: first.name })).toBeVisible();
  await otherDevice.close();
});
