import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * The admin dashboard through the real stack: its overview cards show the figures the gateway's
 * `GET /api/admin/dashboard` answers (the services' own counts), its panels link onward, and a
 * customer opening /admin is sent to /.
 */

type Dashboard = {
  products: { total: number; featured: number; lowStock: number } | null;
  revenue: { total: number } | null;
  users: { total: number } | null;
  orders: { total: number } | null;
  recentOrders: { publicId: string }[] | null;
};

/** As the web app writes numbers and money (web/src/lib/format.ts). */
const count = (n: number) => new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }).format(n);

test("the dashboard's cards show the shop's real counts", async ({ page, request }) => {
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Products' })).toBeVisible();

  const token = await page.evaluate<string | null>("localStorage.getItem('token') ?? sessionStorage.getItem('token')");
  const response = await request.get('/api/admin/dashboard', { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token ?? ''}` } });
  expect(response.status(), await response.text()).toBe(200);
  const board = (await response.json()) as Dashboard;
  for (const part of ['products', 'revenue', 'users', 'orders'] as const) {
    expect(board[part], `${part} of the dashboard`).not.toBeNull();
  }
  expect(board.products!.total).toBeGreaterThan(0);
  // The same figures as the API's, shown after a refresh.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const card = (label: string) => page.getByRole('region', { name: label });
  await expect(card('Total Products')).toContainText(count(board.products!.total));
  await expect(card('Total Products')).toContainText(`${count(board.products!.featured)} featured`);
  await expect(card('Total Revenue')).toContainText(ksh(board.revenue!.total));
  await expect(card('Total Users')).toContainText(count(board.users!.total));
  await expect(card('Total Users')).toContainText('Registered customers');
  await expect(card('Total Orders')).toContainText(count(board.orders!.total));
  await expect(card('Total Orders')).toContainText(`${count(board.products!.lowStock)} low-stock products`);
  await expect(page.getByText('Unavailable')).toHaveCount(0);
  await expect(page.getByText(/API status:\s*Online/)).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent Orders' });
  for (const order of board.recentOrders ?? []) {
    await expect(recent.getByRole('link', { name: order.publicId })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/admin/activity');
  await card('Total Orders').getByRole('link', { name: 'Manage orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test('a customer opening /admin is sent to /', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Otieno', email: `akinyi-dash-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
});
