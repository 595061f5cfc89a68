import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, signIn } from './support/shop';

/**
 * The activity log through the real stack (gateway, auth, catalog, orders): an admin ships an
 * order on /admin/orders and edits a product's price on /admin/manage-products, and
 * /admin/activity shows both, newest first, with before -> after; a customer opening
 * /admin/activity is sent to /.
 */

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

function toast(page: Page, message: string) {
  return page.getByRole('list', { name: 'Notifications' }).getByText(message, { exact: true }).first();
}

test('an admin ships an order and edits a product, and the activity log shows both', async ({ browser, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const adminToken = await token(request, ADMIN_EMAIL, adminPassword());
  const auth = { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` };

  // A product of this test's own, so no other journey's prices change.
  const name = `Audit Bench ${unique}`;
  const created = await request.post('/products', {
    headers: auth,
    data: {
      name,
      description: 'A teak bench for the activity log journey.',
      price: 12500,
      category: 'Outdoor - Garden Benches',
      stock: 10,
      images: ['/media/demo/sofa-grey-1.svg'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;

  // A customer's cash-on-delivery order of it.
  const customer = { name: 'Akinyi Otieno', email: `akinyi-activity-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  const customerToken = ((await registered.json()) as { token: string }).token;
  const placed = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${customerToken}` },
    data: {
      items: [{ productId, quantity: 1 }],
      firstName: 'Akinyi',
      lastName: 'Otieno',
      email: customer.email,
      phone: customer.phone,
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = ((await placed.json()) as { order: { public_id: string } }).order.public_id;

  // The admin ships it on /admin/orders.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/orders');
  await admin.getByRole('searchbox', { name: 'Search orders', exact: true }).fill(orderNumber);
  const row = admin.getByTestId(`admin-order-${orderNumber}`);
  await expect(row).toBeVisible();
  await row.getByRole('combobox', { name: `Status of order ${orderNumber}` }).selectOption('shipped');
  await admin.getByRole('dialog', { name: 'Change order status' }).getByRole('button', { name: 'Change Status' }).click();
  await expect(admin.getByText('Order status updated to Shipped').first()).toBeVisible();

  // ... and edits the product's price on /admin/manage-products.
  await admin.goto('/admin/manage-products');
  const products = admin.getByRole('main').getByRole('region', { name: 'Products', exact: true });
  await admin.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await expect(products).not.toHaveAttribute('aria-busy', 'true');
  await products.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = admin.getByRole('form', { name: 'Edit product' });
  await edit.getByLabel(/^Price/).fill('9999');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(admin, 'Product updated successfully!')).toBeVisible();

  // The activity log shows both, newest first.
  await admin.goto('/admin/activity');
  await expect(admin.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Activity' });
  const productRow = table.locator('tbody tr').filter({ hasText: `Updated product ${name}: price` });
  const orderRow = table.locator('tbody tr').filter({ hasText: `Order ${orderNumber}` });
  await expect(productRow).toHaveCount(1);
  await expect(orderRow).toHaveCount(1);
  await expect(productRow).toContainText('Product updated');
  await expect(productRow.getByRole('list', { name: 'Changes' })).toContainText('Price: KSh 12,500 → KSh 9,999');
  await expect(productRow.getByRole('link', { name: `Product #${productId}` })).toHaveAttribute('href', `/product/${productId}`);
  await expect(orderRow).toContainText('Order status changed');
  await expect(orderRow).toContainText('Status pending -> shipped');
  await expect(orderRow.getByRole('list', { name: 'Changes' })).toContainText('Status: pending → shipped');
  const rows = await table.locator('tbody tr').allInnerTexts();
  const productIndex = rows.findIndex((text) => text.includes(`Updated product ${name}`));
  const orderIndex = rows.findIndex((text) => text.includes(`Order ${orderNumber}`));
  expect(productIndex).toBeLessThan(orderIndex);

  // Only order status changes: the filter goes into the URL.
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption('order.status');
  await expect(admin).toHaveURL(/[?&]kind=order\.status/);
  await expect(table.locator('tbody tr').filter({ hasText: `Updated product ${name}` })).toHaveCount(0);
  await expect(table.locator('tbody tr').filter({ hasText: `Order ${orderNumber}` })).toHaveCount(1);

  // The order's link opens it.
  await table.locator('tbody tr').filter({ hasText: `Order ${orderNumber}` }).getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
  await adminContext.close();

  // A customer is sent to /.
  const customerContext = await browser.newContext();
  const shopper = await customerContext.newPage();
  await signIn(shopper, customer.email, customer.password);
  await expect(shopper.getByText('Login successful!').first()).toBeVisible();
  await shopper.goto('/admin/activity');
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Activity Log' })).toHaveCount(0);
  await customerContext.close();
});
