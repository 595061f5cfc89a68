import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * The admin workplace (issue 23, part 6) through the real stack: the owner works only inside
 * the admin layout (its side navigation, no shop header, category menu, cart, wishlist or
 * footer on any admin page); on a phone the navigation is a drawer and a status change waits for
 * a confirmation; the customers are paged by the server with phone, orders and amount spent; an
 * admin demoted mid-session sees Access Denied.
 */

// Messages carries the count of messages not handled yet, when there are any.
const NAV = [
  'Dashboard',
  'Orders',
  'Products',
  'Categories',
  'Customers',
  /^Messages\d*$/,
  'Reports',
  'Discount codes',
  'Campaigns',
  'Reviews',
  'Settings',
  'Activity',
  'Operations',
];

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

async function register(request: APIRequestContext, name: string, email: string, phone: string) {
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: { name, email, phone, password: 'karibu-2026' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** Nothing of the shop's frame is on the page, and the admin frame is. */
async function expectAdminFrameOnly(page: Page) {
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop by category' })).toHaveCount(0);
  await expect(page.getByLabel('Search furniture')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /wishlist/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/newsletter/i)).toHaveCount(0);
}

test('the owner works only inside the admin layout, and pages the customers', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  // Customers of this test, findable by a phone prefix of their own.
  const prefix = `0799${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  for (let i = 0; i < 3; i += 1) {
    await register(request, `Workplace Shopper ${i}`, `workplace-${i}-${unique}@example.co.ke`, `${prefix}${String(i).padStart(4, '0')}`);
  }
  // More than one page of accounts in all.
  const adminToken = await token(request, ADMIN_EMAIL, adminPassword());
  const totals = await request.get('/users/total-users', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` } });
  const { totalUsers } = (await totals.json()) as { totalUsers: number };
  for (let i = totalUsers; i < 21; i += 1) {
    await register(request, `Filler ${i}`, `filler-${i}-${unique}@example.co.ke`, '0712345678');
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectAdminFrameOnly(page);
  // No developer widgets on the owner's screens.
  await expect(page.getByText(/Session token/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Token Manager/ })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(NAV);
  const headings: Record<string, string> = {
    Orders: 'Order Management',
    Products: 'Product Management',
    Customers: 'User Management',
    Reports: 'Sales Reports',
    Settings: 'Settings',
    Activity: 'Activity Log',
    Operations: 'Operations',
  };
  for (const [entry, heading] of Object.entries(headings)) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(nav.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    await expectAdminFrameOnly(page);
  }
  // The token tools are here.
  await expect(page.getByRole('region', { name: 'Token Manager' })).toBeVisible();

  // Customers: a page from the server, then the next; phone, orders and spending, no UUIDs.
  await nav.getByRole('link', { name: 'Customers' }).click();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^Showing 1–20 of \d+ customers$/)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await page.getByRole('navigation', { name: 'Customers pages' }).getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Showing 21–/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix);
  await expect(page.getByText('Showing 1–3 of 3 matching customers')).toBeVisible();
  const row = page.getByTestId(`customer-workplace-0-${unique}@example.co.ke`);
  await expect(row).toContainText('Workplace Shopper 0');
  await expect(row).toContainText(`${prefix.slice(0, 4)} `);
  await expect(row).toContainText('KSh 0');
  await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
});

test('on a phone the admin navigates by the drawer and a status change waits for a confirmation', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const products = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  const product = ((await products.json()) as { products: { id: number; stock: number }[] }).products.find((p) => p.stock >= 5)!;
  const shopper = await register(request, 'Phone Shopper', `phone-admin-${unique}@example.co.ke`, '0712345678');
  const placed = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${shopper.token}` },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      firstName: 'Phone',
      lastName: 'Shopper',
      email: `phone-admin-${unique}@example.co.ke`,
      phone: '0712345678',
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderNumber = ((await placed.json()) as { order: { public_id: string } }).order.public_id;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);
  await expectAdminFrameOnly(page);
  // The side navigation is a drawer here.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await drawer.getByRole('link', { name: 'Orders' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search orders', exact: true }).fill(orderNumber);
  const row = page.getByTestId(`admin-order-${orderNumber}`);
  await expect(row).toBeVisible();
  const select = row.getByRole('combobox', { name: `Status of order ${orderNumber}` });
  // Choosing asks first; dismissing changes nothing.
  await select.selectOption('shipped');
  const confirm = page.getByRole('dialog', { name: 'Change order status' });
  await expect(confirm).toContainText(`Change order ${orderNumber} from Pending to Shipped?`);
  await confirm.getByRole('button', { name: 'Keep Pending' }).click();
  await expect(confirm).toBeHidden();
  await expect(select).toHaveValue('pending');
  await expect(row.getByTestId('order-status')).toHaveText(/pending/i);
  // Confirmed: the server's answer changes the row.
  await select.selectOption('shipped');
  await confirm.getByRole('button', { name: 'Change Status' }).click();
  await expect(page.getByText('Order status updated to Shipped').first()).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText(/shipped/i);
  await expectAdminFrameOnly(page);
});

test('an admin demoted mid-session sees Access Denied, not that the API is offline', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `demoted-${unique}@example.co.ke`;
  const clerk = await register(request, 'Demoted Clerk', email, '0712345678');
  const adminAuth = { ...JSON_HEADERS, Authorization: `Bearer ${await token(request, ADMIN_EMAIL, adminPassword())}` };
  const promote = await request.patch(`/users/${clerk.user.id}/role`, { headers: adminAuth, data: { role: 'admin' } });
  expect(promote.ok(), await promote.text()).toBeTruthy();

  await signIn(page, email, 'karibu-2026');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const demote = await request.patch(`/users/${clerk.user.id}/role`, { headers: adminAuth, data: { role: 'user' } });
  expect(demote.ok(), await demote.text()).toBeTruthy();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText('Access Denied: Admin privileges required')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText(/API Offline|API is currently offline/)).toHaveCount(0);
});

test('the activity log reads a settings change field by field in KSh and links only to what exists', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const auth = { ...JSON_HEADERS, Authorization: `Bearer ${await token(request, ADMIN_EMAIL, adminPassword())}` };
  // A product created, then deleted: its creation is named, not linked.
  const name = `Gone Stool ${unique}`;
  const created = await request.post('/products', {
    headers: auth,
    data: {
      name,
      description: 'A stool that is deleted straight away.',
      price: 4500,
      category: 'Outdoor - Garden Benches',
      stock: 3,
      images: ['/media/demo/sofa-grey-1.svg'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  const deleted = await request.delete(`/products/${productId}`, { headers: auth });
  expect(deleted.ok(), await deleted.text()).toBeTruthy();

  const original = (await (await request.get('/api/admin/settings', { headers: auth })).json()) as { deliveryFee: number };
  try {
    const raised = await request.put('/api/admin/settings', { headers: auth, data: { ...original, deliveryFee: original.deliveryFee + 250 } });
    expect(raised.ok(), await raised.text()).toBeTruthy();

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, ADMIN_EMAIL, adminPassword());
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    const table = page.getByRole('table', { name: 'Activity' });
    await expect(table).toBeVisible();

    const settingsRow = table.locator('tbody tr').filter({ hasText: 'Shop settings' }).first();
    const changes = settingsRow.getByRole('list', { name: 'Changes' });
    await expect(changes).toContainText(`Delivery fee: ${ksh(original.deliveryFee)} → ${ksh(original.deliveryFee + 250)}`);
    // Only what changed, in KSh: no cents, no JSON, no unchanged field.
    await expect(changes.getByRole('listitem')).toHaveCount(1);
    await expect(changes).not.toContainText(/Cents|\{|VAT rate|Shop name/);
    // Nothing is cut off at 1366 px: the whole table is on screen.
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);

    const createdRow = table.locator('tbody tr').filter({ hasText: 'Product created' }).filter({ hasText: name });
    await expect(createdRow).toHaveCount(1);
    await expect(createdRow.getByRole('link')).toHaveCount(0);
  } finally {
    const current = (await (await request.get('/api/admin/settings', { headers: auth })).json()) as object;
    const restored = await request.put('/api/admin/settings', { headers: auth, data: { ...current, deliveryFee: original.deliveryFee } });
    expect(restored.ok(), await restored.text()).toBeTruthy();
  }
});
