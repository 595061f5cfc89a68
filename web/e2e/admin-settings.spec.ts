import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * The shop's business settings through the real stack: a customer places a cash-on-delivery
 * order; the admin raises the delivery fee on /admin/settings; the shopper's cart and checkout
 * show the new fee, while the order placed before keeps its total; a customer opening
 * /admin/settings is sent to /. The settings are put back as they were at the end.
 */

type Product = { id: number; name: string; stock: number; price: number };
type Customer = { name: string; email: string; password: string; phone: string };

async function aCheapProductInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const product = ((await response.json()) as { products: Product[] }).products.find((p) => p.stock >= 5);
  expect(product, 'a product with stock').toBeDefined();
  return product!;
}

async function register(request: APIRequestContext): Promise<Customer> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const phone = `07${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const customer = { name: 'Wanjiru Kamau', email: `wanjiru-settings-${unique}@example.co.ke`, password: 'karibu-2026', phone };
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate<string | null>("localStorage.getItem('token') ?? sessionStorage.getItem('token')");
  expect(token, 'a signed-in token').toBeTruthy();
  return token!;
}

async function addToCart(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
}

/** The customer's cash-on-delivery order of one product, through the checkout; its order number. */
async function placeOrder(page: Page, product: Product, customer: Customer): Promise<string> {
  await addToCart(page, product);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Moi Avenue');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
  expect(orderNumber).toMatch(/^SF[0-9A-Z]{8}$/);
  return orderNumber;
}

/** The delivery settings, as far as this journey reads them. */
type DeliveryZones = { zones: { counties: string[]; bands: { fee: number }[] }[] };

async function order(request: APIRequestContext, token: string, orderNumber: string) {
  const response = await request.get(`/api/orders/${orderNumber}`, { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { total_amount: number; shipping_fee: number; vat_rate: number };
}

test('an admin raises the delivery fee: the next cart and checkout show it, an order placed before keeps its total', async ({ browser, request }) => {
  const product = await aCheapProductInStock(request);
  const customer = await register(request);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  const adminToken = await tokenOf(admin);
  const original = await request.get('/api/admin/settings', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` } });
  expect(original.status(), await original.text()).toBe(200);
  const originalSettings = (await original.json()) as { deliveryFee: number; freeDeliveryThreshold: number };
  expect(product.price, 'a product that pays delivery').toBeLessThanOrEqual(originalSettings.freeDeliveryThreshold);

  const customerContext = await browser.newContext();
  const shopper = await customerContext.newPage();
  let originalZones: DeliveryZones | undefined;
  try {
    // The customer orders at today's fee.
    await signIn(shopper, customer.email, customer.password);
    await expect(shopper.getByText('Login successful!').first()).toBeVisible();
    const orderNumber = await placeOrder(shopper, product, customer);
    const customerToken = await tokenOf(shopper);
    const before = await order(request, customerToken, orderNumber);
    expect(before.shipping_fee).toBe(originalSettings.deliveryFee);

    // A customer is not let into the settings.
    await shopper.goto('/admin/settings');
    await expect(shopper).toHaveURL(/\/$/);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);

    // The admin raises the delivery fee of the customer's zone (delivery is priced by county since
    // issue 24: the zones are the delivery settings, replaced whole by an admin).
    const newFee = originalSettings.deliveryFee + 250;
    const zonesBefore = await request.get('/api/settings/delivery', { headers: JSON_HEADERS });
    expect(zonesBefore.ok(), await zonesBefore.text()).toBeTruthy();
    originalZones = (await zonesBefore.json()) as DeliveryZones;
    const raised = structuredClone(originalZones);
    const zone = raised.zones.find((z) => z.counties.includes('Nairobi'));
    expect(zone, 'Nairobi, where the customer orders to, has a zone').toBeTruthy();
    expect(zone!.bands[0].fee, "the zone's first band is today's fee").toBe(originalSettings.deliveryFee);
    zone!.bands[0].fee = newFee;
    const saved = await request.put('/api/admin/settings/delivery', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` }, data: raised });
    expect(saved.ok(), await saved.text()).toBeTruthy();

    // The shopper's next cart and checkout show the new fee.
    await addToCart(shopper, product);
    await shopper.goto('/cart');
    const cartSummary = shopper.getByRole('region', { name: 'Order Summary' });
    await expect(cartSummary).toContainText(`Shipping${ksh(newFee)}`);
    await shopper.goto('/checkout');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await shopper.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect(shopper.getByRole('region', { name: 'Order Summary' })).toContainText(`Shipping${ksh(newFee)}`);

    // The order placed before keeps its total, shown on its page too.
    const after = await order(request, customerToken, orderNumber);
    expect(after.total_amount).toBe(before.total_amount);
    expect(after.shipping_fee).toBe(originalSettings.deliveryFee);
    await shopper.goto(`/order/${orderNumber}`);
    await expect(shopper.getByText(ksh(before.total_amount)).first()).toBeVisible();
  } finally {
    // Put the settings back for the journeys that follow.
    const current = await request.get('/api/admin/settings', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` } });
    const body = { ...((await current.json()) as object), deliveryFee: originalSettings.deliveryFee };
    const restored = await request.put('/api/admin/settings', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` }, data: body });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    if (originalZones) {
      const zonesBack = await request.put('/api/admin/settings/delivery', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` }, data: originalZones });
      expect(zonesBack.ok(), await zonesBack.text()).toBeTruthy();
    }
    await customerContext.close();
    await adminContext.close();
  }
});
