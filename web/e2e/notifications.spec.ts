import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, adminToken, JSON_HEADERS, ksh, mailSubjects, type Product, signIn, texts } from './support/shop';

/**
 * Customers told at every step (issue 23, part 5), through the real stack: a shopper places an
 * order and pays it by M-Pesa (the Daraja simulator's success number), an admin ships it and
 * marks it delivered on the order's page, and each step's email (read from the dev mailbox with
 * an admin's token) and SMS (read from the SMS simulator, Africa's Talking's stand-in) arrive,
 * once each, with the order number. The SMS are found by the order number, as other journeys of
 * the lane text the same phone.
 */

const MPESA_SUCCESS = '254708374149';


async function aProductInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_desc', { headers: JSON_HEADERS });
  const product = ((await response.json()) as { products: Product[] }).products.find((p) => p.stock >= 5);
  expect(product, 'a product with stock').toBeDefined();
  return product!;
}




async function setStatus(admin: Page, label: string, value: string) {
  await admin.getByRole('combobox', { name: 'Update Status' }).selectOption(value);
  await admin.getByRole('dialog', { name: 'Change order status' }).getByRole('button', { name: 'Change Status' }).click();
  await expect(admin.getByText(`Order status updated to ${label}`).first()).toBeVisible();
}

test('a shopper pays an M-Pesa order, an admin ships and delivers it, and each step comes by email and SMS once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Odhiambo', email: `akinyi-told-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  const product = await aProductInStock(request);

  // The shopper checks out with M-Pesa and pays at the prompt.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signIn(shopper, customer.email, customer.password);
  await expect(shopper.getByText('Login successful!').first()).toBeVisible();
  await shopper.goto(`/product/${product.id}`);
  await shopper.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(shopper.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await shopper.goto('/checkout');
  await shopper.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await shopper.getByRole('textbox', { name: 'Address', exact: true }).fill('Kenyatta Avenue 4');
  await shopper.getByRole('textbox', { name: 'City', exact: true }).fill('Kisumu');
  await shopper.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Kisumu' });
  await shopper.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('40100');
  await expect(shopper.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
  await shopper.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await shopper.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await shopper.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
  expect(orderNumber).toMatch(/^SF[0-9A-Z]{8}$/);
  // The page promises what really happens: email and SMS, no call from a team.
  const next = shopper.getByRole('region', { name: "What's Next" });
  await expect(next).toContainText('We email you and text your phone when your order ships and when it is delivered.');
  await expect(next).not.toContainText(/call/i);

  const token = await adminToken(request);
  const placedAndPaid = [`Order ${orderNumber} received`, `Payment received for order ${orderNumber}`];
  await expect.poll(() => mailSubjects(request, token, customer.email), { timeout: 20_000 }).toEqual(placedAndPaid);
  await expect.poll(async () => (await texts(request, orderNumber)).length, { timeout: 20_000 }).toBe(2);

  // The admin ships it, then marks it delivered, on the order's page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/orders/${orderNumber}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await setStatus(admin, 'Shipped', 'shipped');
  await setStatus(admin, 'Delivered', 'delivered');

  const everyStep = [...placedAndPaid, `Order ${orderNumber} has shipped`, `Order ${orderNumber} delivered`];
  await expect.poll(() => mailSubjects(request, token, customer.email), { timeout: 20_000 }).toEqual(everyStep);
  await expect.poll(async () => (await texts(request, orderNumber)).length, { timeout: 20_000 }).toBe(4);
  const sms = await texts(request, orderNumber);
  expect(sms.every((m) => m.to === '+254712345678')).toBe(true);
  expect(sms[0].message).toContain(`order ${orderNumber} received`);
  expect(sms[1].message).toContain(`received for order ${orderNumber}`);
  expect(sms[2].message).toContain(`order ${orderNumber}`);
  expect(sms[2].message).toContain('has shipped');
  expect(sms[3].message).toContain('was delivered');

  // The amounts as the shop wrote them (whole shillings without decimals, as everywhere a shopper reads them): the
  // order's total in the shipping and delivery SMS.
  const orderResponse = await request.get(`/api/orders/${orderNumber}`, { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` } });
  const orderTotal = ((await orderResponse.json()) as { total_amount: number }).total_amount;
  const written = ksh(orderTotal);
  expect(sms[2].message).toContain(`(${written})`);

  // Nothing more arrives: each step once.
  await shopper.waitForTimeout(1_000);
  expect(await mailSubjects(request, token, customer.email)).toEqual(everyStep);
  expect((await texts(request, orderNumber)).length).toBe(4);
  await shopperContext.close();
  await adminContext.close();
});
