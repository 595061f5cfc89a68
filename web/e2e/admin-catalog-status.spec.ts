import { readFileSync } from 'node:fs';

import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { ADMIN_EMAIL, JSON_HEADERS, adminPassword, signIn } from './support/shop';

/**
 * Draft and hidden products, the export with every field and the CSV import (issue 23, part 6)
 * through the real stack: an admin duplicates a product (a draft with no stock, not in the
 * shop), publishes it (in the shop), hides it (gone again), exports the catalogue, imports a
 * CSV with a bad row (every refusal shown, nothing changed), then a good one (imported).
 */

/** Writes reach listings, caches and the search index within a second; allow for a busy machine. */
const PROPAGATION_MS = 15_000;

function toast(page: Page, message: string): Locator {
  return page.getByRole('list', { name: 'Notifications' }).getByText(message, { exact: true }).first();
}

function adminResults(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Products', exact: true });
}

async function searchAdmin(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await expect(adminResults(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** What a shopper (no session) sees of product `id`: its page, or 'Product Not Found'. */
async function expectShopperSees(browser: Browser, id: number, name: string, visible: boolean) {
  const guest = await browser.newPage();
  try {
    await expect(async () => {
      await guest.goto(`/product/${id}`);
      const heading = visible ? guest.getByRole('heading', { level: 1, name }) : guest.getByRole('heading', { name: 'Product Not Found' });
      await expect(heading).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: PROPAGATION_MS });
    await expect(async () => {
      const answer = await guest.request.get(`/products/search?q=${encodeURIComponent(name)}`, { headers: JSON_HEADERS });
      const found = ((await answer.json()) as { products: { id: number }[] }).products.some((p) => p.id === id);
      expect(found).toBe(visible);
    }).toPass({ timeout: PROPAGATION_MS });
  } finally {
    await guest.close();
  }
}

/** One CSV row of `values` (every value quoted, quotes doubled) in the order of `header`. */
function csvRow(header: string[], values: Record<string, string>): string {
  return header.map((column) => `"${(values[column] ?? '').replace(/"/g, '""')}"`).join(',');
}

test('an admin duplicates a draft, publishes and hides it, exports, and imports a CSV only when every row is right', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Watamu Status Chair ${unique}`;

  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);

  // A live product to start from, made through the API as the admin.
  const login = await page.request.post('/auth/login', { headers: JSON_HEADERS, data: { email: ADMIN_EMAIL, password: adminPassword() } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const created = await page.request.post('/products', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'A woven lounge chair. Journey product.',
      price: 14500,
      category: 'Living Room - Accent Chairs',
      stock: 6,
      images: ['/media/demo/sofa-grey-1.svg'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Duplicate: a draft with no stock, not in the shop.
  await page.goto('/admin/manage-products');
  await searchAdmin(page, name);
  await adminResults(page).getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  await expect(toast(page, 'Product duplicated successfully!')).toBeVisible();
  const copyName = `${name} (Copy)`;
  const copy = adminResults(page).getByRole('article', { name: copyName, exact: true });
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copy.getByText('Stock: 0')).toBeVisible();
  const listed = await page.request.get(`/admin/products?search=${encodeURIComponent(copyName)}`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
  });
  const copyId = ((await listed.json()) as { products: { id: number; name: string }[] }).products.find((p) => p.name === copyName)!.id;
  await expectShopperSees(browser, copyId, copyName, false);

  // Publish: in the shop. Hide: gone again.
  await copy.getByRole('button', { name: `Publish ${copyName}`, exact: true }).click();
  await expect(toast(page, `${copyName} is published: it is in the shop.`)).toBeVisible();
  await expect(copy.getByText('Draft', { exact: true })).toHaveCount(0);
  await expectShopperSees(browser, copyId, copyName, true);
  await copy.getByRole('button', { name: `Hide ${copyName}`, exact: true }).click();
  await expect(toast(page, `${copyName} is hidden: it is no longer in the shop.`)).toBeVisible();
  await expect(copy.getByText('Hidden', { exact: true })).toBeVisible();
  await expectShopperSees(browser, copyId, copyName, false);

  // Export: every field, the copy's status and item class among them.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const exported = readFileSync(file, 'utf8');
  const header = exported.split('\r\n')[0].split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  expect(header.slice(0, 9)).toEqual(['ID', 'Name', 'Status', 'Category', 'Price', 'Original Price', 'Stock', 'KRA Item Class', 'Description']);
  expect(exported).toContain(`"${copyId}","${copyName}","hidden","Living Room - Accent Chairs","14500","","0","56101504"`);

  // Import a file with a bad row: every refusal shown, nothing written.
  const fresh = `Kilifi Import Stool ${unique}`;
  const good = (rowName: string) =>
    csvRow(header, {
      Name: rowName,
      Status: 'live',
      Category: 'Living Room - Accent Chairs',
      Price: '3200',
      Stock: '4',
      Description: 'A stool. Imported by the journey.',
      Images: '/media/demo/sofa-grey-1.svg',
      Featured: 'no',
    });
  const badRow = csvRow(header, { Name: '', Status: 'live', Category: 'Living Room - Accent Chairs', Price: '-5', Stock: '4', Description: 'Bad.', Images: '/media/demo/sofa-grey-1.svg' });
  const headerLine = exported.split('\r\n')[0];
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${headerLine}\r\n${good(fresh)}\r\n${badRow}\r\n`),
  });
  await expect(dialog.getByText('1 row has errors')).toBeVisible();
  const refusals = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(refusals.getByRole('row').filter({ hasText: 'Name' })).toContainText('3');
  await expect(refusals.getByRole('row').filter({ hasText: 'Price must be greater than 0' })).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  const before = await page.request.get(`/admin/products?search=${encodeURIComponent(fresh)}`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(((await before.json()) as { pagination: { total: number } }).pagination.total).toBe(0);

  // The file put right: previewed, then imported.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${headerLine}\r\n${good(fresh)}\r\n`),
  });
  await expect(dialog.getByText('1 new, 0 updated, 0 unchanged, 0 errors')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'Imported: 1 new, 0 updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchAdmin(page, fresh);
  await expect(adminResults(page).getByRole('article', { name: fresh, exact: true })).toBeVisible();
});
