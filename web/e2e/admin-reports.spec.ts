import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, aProductInStock, JSON_HEADERS, ksh, signIn, type Product } from './support/shop';

/**
 * The sales report through the real stack (gateway, auth, catalog, orders): a customer places
 * two cash-on-delivery orders through the API and the admin marks their cash collected (revenue
 * is money received, issue 23); the report the server answers grows by exactly those orders; the
 * admin's /admin/reports draws the chart of them and shows the same totals; the CSV export
 * downloads one row per day; /admin/sales opens the same report on its Sales tab; a customer
 * opening /admin/reports is sent to /.
 */

type Report = {
  period: string;
  from: string;
  to: string;
  revenue: { start: string; revenue: number; orders: number }[];
  totals: { revenue: number; orders: number; averageOrderValue: number };
  topProducts: { productId: number; name: string; units: number; revenue: number }[];
};

/** Today in Nairobi, YYYY-MM-DD. */
function nairobiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A cash-on-delivery order of `quantity` of `product`, placed through the API, its cash then
 * collected by the admin (`adminToken`); its total.
 */
async function placeOrder(request: APIRequestContext, token: string, product: Product, quantity: number, adminToken: string): Promise<number> {
  const response = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId: product.id, quantity }],
      firstName: 'Akinyi',
      lastName: 'Otieno',
      email: 'akinyi@example.co.ke',
      phone: '0712345678',
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: 'cod',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = ((await response.json()) as { order: { public_id: string; total_amount: number } }).order;
  const collected = await request.post(`/api/orders/${order.public_id}/cod-collected`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${adminToken}` },
  });
  expect(collected.status(), await collected.text()).toBe(200);
  return order.total_amount;
}

async function report(request: APIRequestContext, token: string, query: string): Promise<Report> {
  const response = await request.get(`/api/admin/reports/sales?${query}`, { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Report;
}

test('the reports page draws the seeded sales, its totals are the server’s, and the CSV downloads', async ({ browser, request }) => {
  const admin = await login(request, ADMIN_EMAIL, adminPassword());
  const today = nairobiToday();
  const query = `period=day&from=${today}&to=${today}`;
  const before = await report(request, admin, query);

  // A new customer places two orders through the API.
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Otieno', email: `akinyi-reports-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  const shopperToken = await login(request, customer.email, customer.password);
  const product = await aProductInStock(request);
  const first = await placeOrder(request, shopperToken, product, 1, admin);
  const second = await placeOrder(request, shopperToken, product, 2, admin);

  // The server's figures grew by exactly those orders.
  const after = await report(request, admin, query);
  expect(after.totals.orders).toBe(before.totals.orders + 2);
  expect(after.totals.revenue).toBeCloseTo(before.totals.revenue + first + second, 2);
  expect(after.revenue.map(({ start, revenue, orders }) => ({ start, revenue, orders }))).toEqual([
    { start: today, revenue: after.totals.revenue, orders: after.totals.orders },
  ]);
  expect(after.topProducts.map((p) => p.productId)).toContain(product.id);

  // The admin's report page: the chart is drawn and the totals are the server's.
  const adminContext = await browser.newContext({ acceptDownloads: true });
  const page = await adminContext.newPage();
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/reports?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Reports' })).toBeVisible();
  await expect(page.getByTestId('report-revenue')).toHaveText(ksh(after.totals.revenue));
  await expect(page.getByTestId('report-orders')).toHaveText(new Intl.NumberFormat('en-KE').format(after.totals.orders));
  await expect(page.getByTestId('report-average')).toHaveText(ksh(after.totals.averageOrderValue));
  const chart = page.getByTestId('revenue-chart');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(1);
  await expect(page.getByTestId('status-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible();

  // The period switch and the presets keep the query in the URL.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await page.getByRole('button', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(page.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');

  // CSV: the same query, one quoted row per bucket, the total, then VAT by month.
  await page.goto(`/admin/reports?from=${today}&to=${today}`);
  await expect(page.getByTestId('report-revenue')).toHaveText(ksh(after.totals.revenue));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-day-${today}-to-${today}.csv`);
  const csv = readFileSync((await download.path()), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('"Period start","Revenue","Orders","Excluding VAT","VAT","Goods","Delivery","COD fees","Refunded"');
  expect(lines[1]).toMatch(new RegExp(`^"${today}","${after.totals.revenue}","${after.totals.orders}",`));
  expect(lines[2]).toMatch(new RegExp(`^"Total","${after.totals.revenue}","${after.totals.orders}",`));
  expect(lines[4]).toMatch(/^"Month \(VAT return\)",/);
  expect(lines[5]).toMatch(new RegExp(`^"${today.slice(0, 8)}01","${after.totals.revenue}",`));

  // /admin/sales: the same report, Sales tab first, with the product among the top sellers.
  await page.goto(`/admin/sales?from=${today}&to=${today}`);
  await expect(page.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Top products by revenue' })).toContainText(product.name);
  await adminContext.close();

  // A customer is not let in.
  const customerContext = await browser.newContext();
  const shopper = await customerContext.newPage();
  await signIn(shopper, customer.email, customer.password);
  await expect(shopper.getByText('Login successful!').first()).toBeVisible();
  await shopper.goto('/admin/reports');
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Sales Reports' })).toHaveCount(0);
  await customerContext.close();
});
