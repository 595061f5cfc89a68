import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, aProductInStock, JSON_HEADERS, ksh, signIn, type Product } from './support/shop';

/**
 * Books that are true (issue 23, part 2) through the real stack: a customer places two
 * cash-on-delivery orders (one is later collected) and an unpaid M-Pesa order; the admin
 * filters /admin/orders by payment state (the unpaid M-Pesa order is not 'COD to collect'),
 * marks one COD order's cash collected on its page, and the orders header's Total Sales, the
 * report's revenue and the dashboard's Total Revenue each grow by exactly that order's total.
 * On a phone the list still shows the payment state.
 */

async function customer(request: APIRequestContext): Promise<{ token: string; phone: string }> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const phone = `07${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const response = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: 'Akinyi Otieno', email: `akinyi-books-${unique}@example.co.ke`, password: 'karibu-2026', phone },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { token: ((await response.json()) as { token: string }).token, phone };
}

type Placed = { public_id: string; total_amount: number };

async function place(request: APIRequestContext, token: string, phone: string, product: Product, method: string): Promise<Placed> {
  const response = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      firstName: 'Akinyi',
      lastName: 'Otieno',
      email: 'akinyi@example.co.ke',
      phone,
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: method,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Placed }).order;
}

/** 'KSh 12,500.50' -> 12500.5 */
function amount(text: string): number {
  return Number(text.replace(/[^0-9.-]/g, ''));
}

async function money(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/KSh/);
  return amount(await locator.innerText());
}

function totalSales(page: Page): Locator {
  return page.getByText('Total Sales', { exact: true }).locator('xpath=following-sibling::p[1]');
}

function dashboardRevenue(page: Page): Locator {
  // The card's label, then its figure.
  return page.getByRole('region', { name: 'Total Revenue' }).locator('p').nth(1);
}

test('an admin filters orders by payment, marks cash collected, and revenue grows by that order', async ({ browser, request }) => {
  const product = await aProductInStock(request);
  const shopper = await customer(request);
  const collected = await place(request, shopper.token, shopper.phone, product, 'cod');
  const stillDue = await place(request, shopper.token, shopper.phone, product, 'cod');
  const unpaid = await place(request, shopper.token, shopper.phone, product, 'mpesa');

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  const revenueBefore = await money(dashboardRevenue(admin));

  await admin.goto('/admin/reports');
  const reportBefore = await money(admin.getByTestId('report-revenue'));

  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  const salesBefore = await money(totalSales(admin));
  expect(salesBefore).toBe(revenueBefore);
  await admin.getByRole('searchbox', { name: 'Search orders', exact: true }).fill(shopper.phone);
  // The search reaches the URL once typing pauses: wait for it, or its late write would take the
  // list back from the order's page opened below.
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(admin.getByTestId(`admin-order-${unpaid.public_id}`).getByTestId('payment-state')).toHaveText('Unpaid');
  await expect(admin.getByTestId(`admin-order-${collected.public_id}`).getByTestId('payment-state')).toHaveText('COD to collect');

  // Only the cash-on-delivery orders are 'COD to collect'; the unpaid M-Pesa order is not.
  await admin.getByRole('combobox', { name: 'Filter by payment' }).selectOption({ label: 'COD to collect' });
  await expect(admin).toHaveURL(/pay=cod_due/);
  await expect(admin.getByTestId(`admin-order-${collected.public_id}`)).toBeVisible();
  await expect(admin.getByTestId(`admin-order-${stillDue.public_id}`)).toBeVisible();
  await expect(admin.getByTestId(`admin-order-${unpaid.public_id}`)).toHaveCount(0);

  // The order's page: mark the cash collected.
  await admin.getByRole('link', { name: `View order ${collected.public_id}` }).click();
  await expect(admin.getByTestId('order-payment-state')).toHaveText('COD to collect');
  await admin.getByRole('button', { name: /Mark cash collected/ }).click();
  await expect(admin.getByText('Cash marked as collected').first()).toBeVisible();
  await expect(admin.getByTestId('order-payment-state')).toHaveText('COD collected');
  await expect(admin.getByTestId('cod-collected-at')).toBeVisible();
  await expect(admin.getByRole('button', { name: /Mark cash collected/ })).toHaveCount(0);

  // Every figure moved by exactly the order's total.
  await admin.goto('/admin/orders?pay=cod_collected');
  await expect(admin.getByTestId(`admin-order-${collected.public_id}`).getByTestId('payment-state')).toHaveText('COD collected');
  await expect(admin.getByTestId(`admin-order-${stillDue.public_id}`)).toHaveCount(0);
  await expect(totalSales(admin)).toHaveText(ksh(salesBefore + collected.total_amount));
  await admin.goto('/admin/reports');
  await expect(admin.getByTestId('report-revenue')).toHaveText(ksh(reportBefore + collected.total_amount));
  await expect(admin.getByTestId('vat-by-month')).toBeVisible();
  await admin.goto('/admin');
  await expect(dashboardRevenue(admin)).toHaveText(ksh(revenueBefore + collected.total_amount));

  // On a phone, the list still says where each order's money stands.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await signIn(small, ADMIN_EMAIL, adminPassword());
  await expect(small).toHaveURL(/\/admin$/);
  await small.goto('/admin/orders?pay=cod_due');
  await small.getByRole('searchbox', { name: 'Search orders', exact: true }).fill(shopper.phone);
  await expect(small.getByTestId(`admin-order-${stillDue.public_id}`).getByTestId('payment-state')).toHaveText('COD to collect');
  await expect(small.getByTestId(`admin-order-${collected.public_id}`)).toHaveCount(0);
  await phone.close();
  await context.close();
});
