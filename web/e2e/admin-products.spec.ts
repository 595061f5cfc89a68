import { deflateSync } from 'node:zlib';

import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword } from './support/shop';

/**
 * The admin catalogue through the real stack (gateway, media and catalog services, search
 * index): an admin uploads a picture on /upload-img, creates a product with it in
 * /admin/manage-products, finds it on the storefront (search and the product page), edits its
 * price, duplicates it and bulk-deletes both, after which the storefront no longer finds it.
 * A customer opening these screens is sent home. The admin password is read from the file named
 * by ADMIN_PASSWORD_FILE (default ../.run/admin-password, relative to web/). Every run makes
 * its own product (a unique name) and its own picture (unique pixels).
 */

/** Writes reach listings, caches and the search index within a second; allow for a busy machine. */
const PROPAGATION_MS = 15_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 64 x 48 RGB PNG with a gradient seeded by `seed`, so each run uploads new bytes. */
function makePng(seed: number, width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 4 + seed) & 0xff;
      row[2 + x * 3] = (y * 5 + (seed >> 8)) & 0xff;
      row[3 + x * 3] = (seed >> 16) & 0xff;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

function toast(page: Page, message: string): Locator {
  return page.getByRole('list', { name: 'Notifications' }).getByText(message, { exact: true }).first();
}

function adminResults(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Products', exact: true });
}

/** Narrows the management list to `text` (searched on the server) and waits for the answer. */
async function searchAdmin(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await expect(adminResults(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The storefront search for `name`, reloaded until the index has caught up. */
async function expectInStorefrontSearch(page: Page, name: string, present: boolean) {
  await expect(async () => {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Search results for "${name}"` })).toBeVisible();
    const results = page.getByRole('region', { name: 'Products', exact: true });
    const heading = results.getByRole('heading', { name, exact: true });
    if (present) {
      await expect(heading).toBeVisible({ timeout: 2_000 });
      return;
    }
    // The answer is in (other products may match some of the words), and it is not among them.
    await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0, { timeout: 2_000 });
    await expect(
      page.getByRole('heading', { name: 'No results found' }).or(results.locator('article').first()),
    ).toBeVisible({ timeout: 2_000 });
    await expect(heading).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: PROPAGATION_MS });
}

test('an admin uploads a picture, creates a product with it, edits, duplicates and bulk-deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Lamu Journey Bench ${unique}`;

  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);

  // Upload a picture: preview, progress, then its URL.
  await page.getByRole('link', { name: /Upload Images/ }).click();
  await expect(page).toHaveURL(/\/upload-img$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Image' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a file to upload.' })).toBeVisible();
  await page.getByLabel('Choose an image').setInputFiles({
    name: `bench-${unique}.png`,
    mimeType: 'image/png',
    buffer: makePng(Date.now() & 0xffffff),
  });
  await expect(page.getByRole('img', { name: `Preview of bench-${unique}.png` })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const urlField = page.getByLabel('Image URL');
  await expect(urlField).toHaveValue(/^\/media\/i\/[a-z0-9]{8,64}$/);
  const imageUrl = await urlField.inputValue();
  await expect(page.getByRole('link', { name: 'View Full Size' })).toHaveAttribute('href', imageUrl);
  const served = await page.request.get(imageUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  const variant = await page.request.get(`${imageUrl}?w=320`);
  expect(variant.status()).toBe(200);

  // Create the product with it.
  await page.goto('/admin/manage-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Products' })).toContainText(/\d/);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('form', { name: 'Add product' });
  await add.getByLabel(/^Product Name/).fill(name);
  await add.getByLabel(/^Brand/).fill('Samani Outdoor');
  await add.getByLabel(/^Price/).fill('12500');
  await add.getByLabel(/^Stock/).fill('8');
  await add.getByLabel(/^Category/).selectOption('Outdoor');
  await add.getByLabel(/^Subcategory/).selectOption('Garden Benches');
  await add.getByLabel(/^Description/).fill('A solid teak garden bench, oiled for the coast. Journey test product.');
  await add.getByRole('tab', { name: 'Details' }).click();
  await add.getByLabel(/^Material/).fill('Teak');
  await add.getByLabel(/^Weight/).fill('18.5');
  await add.getByRole('tab', { name: 'Media & SEO' }).click();
  await add.getByLabel(/^Image URLs/).fill(imageUrl);
  await expect(add.getByRole('list', { name: 'Image previews' }).getByRole('img')).toHaveCount(1);
  await add.getByLabel(/^Tags/).fill('bench, teak, outdoor');
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product added successfully!')).toBeVisible();
  await expect(add).toBeHidden();

  await searchAdmin(page, name);
  const created = adminResults(page).getByRole('article', { name, exact: true });
  await expect(created).toBeVisible();
  await expect(created.getByText('In Stock')).toBeVisible();

  // The storefront finds it in search; its page shows the uploaded picture, with variants.
  await expectInStorefrontSearch(page, name, true);
  await page.getByRole('region', { name: 'Products', exact: true }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText('KSh 12,500').first()).toBeVisible();
  const photo = page.getByRole('main').locator(`img[src="${imageUrl}"]`).first();
  await expect(photo).toHaveAttribute('srcset', new RegExp(`${imageUrl.replace(/\//g, '\\/')}\\?w=320 320w`));
  await expect
    .poll(() =>
      photo.evaluate((element) => {
        const image = element as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      }),
    )
    .toBe(true);

  // Edit its price: the product page follows.
  await page.goto('/admin/manage-products');
  await searchAdmin(page, name);
  await adminResults(page).getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByLabel(/^Category/)).toHaveValue('Outdoor');
  await expect(edit.getByLabel(/^Subcategory/)).toHaveValue('Garden Benches');
  await edit.getByLabel(/^Price/).fill('9999');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(adminResults(page).getByRole('article', { name, exact: true }).getByText('KSh 9,999')).toBeVisible();
  await expect(async () => {
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByText('KSh 9,999').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: PROPAGATION_MS });

  // Duplicate it.
  await page.goto('/admin/manage-products');
  await searchAdmin(page, name);
  await adminResults(page).getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  await expect(toast(page, 'Product duplicated successfully!')).toBeVisible();
  const copy = adminResults(page).getByRole('article', { name: `${name} (Copy)`, exact: true });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('KSh 9,999')).toBeVisible();

  // Bulk-delete both.
  await expect(adminResults(page).getByRole('article')).toHaveCount(2);
  await page.getByLabel(`Select ${name}`, { exact: true }).check();
  await page.getByLabel(`Select ${name} (Copy)`, { exact: true }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 products selected');
  await bar.getByRole('button', { name: 'Delete Selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete products' });
  await expect(confirm).toContainText('Are you sure you want to delete 2 products?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 products deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No products match your search criteria.' })).toBeVisible();

  // Gone from the storefront.
  await expectInStorefrontSearch(page, name, false);
});

test('a customer opening the admin catalogue screens is sent home', async ({ page, request }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `njeri-${unique}@example.co.ke`, password: 'karibu-2026' };
  const registered = await request.post('/auth/register', {
    headers: { Accept: 'application/json' },
    data: { name: 'Njeri Journey', email: customer.email, phone: '0712345678', password: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page, customer.email, customer.password);
  for (const screen of ['/admin/manage-products', '/admin/products', '/upload-img']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toHaveCount(0);
});
