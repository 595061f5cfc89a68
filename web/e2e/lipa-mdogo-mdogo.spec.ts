import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { ADMIN_EMAIL, adminPassword, adminToken, JSON_HEADERS, signIn, type Product } from './support/shop';

/**
 * Lipa Mdogo Mdogo (issue 24, part 7) on a phone, through the real stack and the Daraja
 * simulator: the shopper chooses the plan at checkout and sees its schedule before placing, pays
 * the deposit with the M-Pesa prompt Place Order sends, then the rest from the order page; the
 * admin cannot ship it before it is paid in full (the order page says why), and ships it after.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MPESA_SUCCESS = '254708374149';

async function anExpensiveProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_desc', { headers: JSON_HEADERS });
  const products = ((await response.json()) as { products: Product[] }).products.filter((p) => p.stock >= 3);
  expect(products.length).toBeGreaterThan(0);
  return products[0];
}

async function signedInCustomer(page: Page, request: APIRequestContext) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `wairimu-${unique}@example.co.ke`, password: 'karibu-2026' };
  const registered = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: 'Wairimu Njeri', email: customer.email, phone: '0712345678', password: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, customer.email, customer.password);
}

test('a Lipa Mdogo Mdogo order paid in two M-Pesa parts ends Paid and only then can be shipped', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  // The plan as the shop sets it: half now, half in a week.
  const token = await adminToken(request);
  const saved = await request.put('/api/admin/instalment-settings', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: { enabled: true, depositPercent: 50, instalments: 1, intervalDays: 7, minTotal: 1000, graceDays: 3, reminderDays: 2 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signedInCustomer(page, request);
  const product = await anExpensiveProduct(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true }).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kenyatta Avenue 4');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  // On a phone the checkout goes in steps: address, delivery, payment.
  await page.getByRole('button', { name: 'Continue to Delivery' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();

  // The plan and its schedule before placing: a deposit today and one instalment.
  await page.getByRole('radio', { name: 'Lipa Mdogo Mdogo' }).check();
  const schedule = page.getByRole('table', { name: 'Lipa Mdogo Mdogo schedule' });
  await expect(schedule).toBeVisible();
  await expect(schedule.locator('tbody tr')).toHaveCount(2);
  await expect(schedule).toContainText('Deposit (today)');

  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The deposit does not pay the order: the confirmation says the payment is pending and shows
  // the plan with the deposit paid.
  await expect(page).toHaveURL(/\/order-confirmation\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Lipa Mdogo Mdogo' })).toBeVisible();
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // The deposit is in; the balance is still due.
  await page.goto(`/order/${orderNumber}`);
  const plan = page.getByTestId('instalment-plan');
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('list', { name: 'Payments received' }).locator('li')).toHaveCount(1, { timeout: 30_000 });
  await expect(plan.getByTestId('instalment-balance')).not.toHaveText(/KSh\s*0$/);

  // The admin cannot ship it yet: the server refuses, and the admin's order page says why.
  const order = (await (
    await request.get(`/api/orders/${orderNumber}`, { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` } })
  ).json()) as { id: string };
  const refused = await request.put(`/api/orders/${order.id}/status`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: { order_status: 'shipped' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe('not_paid_in_full');
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/orders/${orderNumber}`);
  await expect(admin.getByTestId('not-paid-in-full')).toContainText('cannot be shipped or delivered until the balance');

  // The second part, from the order page: the amount due is filled in.
  await plan.getByRole('textbox', { name: 'M-Pesa number' }).fill(MPESA_SUCCESS);
  await plan.getByRole('button', { name: 'Pay with M-Pesa' }).click();
  await expect(plan.getByTestId('instalment-message')).toContainText('Check your phone');
  await expect(plan.getByTestId('instalment-balance')).toHaveText(/KSh\s*0$/, { timeout: 60_000 });
  await expect(plan.getByRole('list', { name: 'Payments received' }).locator('li')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText(/paid/i).first()).toBeVisible();

  // Paid in full: now the admin ships it.
  await admin.reload();
  await expect(admin.getByTestId('not-paid-in-full')).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'Update Status' }).selectOption('shipped');
  const dialog = admin.getByRole('dialog', { name: 'Change order status' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(admin.getByText('Order status updated to Shipped').first()).toBeVisible();
  await adminContext.close();
});
