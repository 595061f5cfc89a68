import { expect, test, type CDPSession, type Page } from '@playwright/test';

import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, signIn } from './support/shop';

/**
 * Pictures that sell (issue 24, part 5), on a phone: the product page's lightbox opens, zooms
 * and closes by keyboard and by touch (tap, pinch, swipe); an admin writes alt texts and makes
 * another picture the main one, and the shop shows it first with its alt text.
 */

type Listed = { id: number; name: string; images: string[]; imageAlts: string[]; dimensions: string };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A live demo product with three pictures and three sizes. */
async function aProductWithThreePictures(page: Page, skip: number[] = []): Promise<Listed> {
  const response = await page.request.get('/products?limit=60&sort=name_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const products = ((await response.json()) as { products: Listed[] }).products;
  const product = products.find((p) => p.images.length === 3 && / x .* x /.test(p.dimensions) && !skip.includes(p.id));
  expect(product, 'a product with three pictures').toBeDefined();
  return product!;
}

/** Real touches, as a phone's browser sends them (Chrome DevTools Protocol). */
async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(([x, y], id) => ({ x, y, id })),
  });
}

async function swipe(cdp: CDPSession, from: [number, number], to: [number, number]) {
  await touch(cdp, 'touchStart', [from]);
  for (let i = 1; i <= 5; i += 1) {
    await touch(cdp, 'touchMove', [[from[0] + ((to[0] - from[0]) * i) / 5, from[1] + ((to[1] - from[1]) * i) / 5]]);
  }
  await touch(cdp, 'touchEnd', []);
}

test('the lightbox opens, zooms and closes by keyboard and by touch', async ({ page }) => {
  const product = await aProductWithThreePictures(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const gallery = page.getByRole('main');
  // The seeded alt text describes the main picture.
  const opener = gallery.getByRole('button', { name: `Open full-screen view: ${product.imageAlts[0]}` });
  await expect(opener).toBeVisible();
  await expect(gallery.getByRole('img', { name: product.imageAlts[0] }).first()).toHaveAttribute('src', product.images[0]);
  // The dimensions are drawn with the product's sizes.
  const [width, depth, height] = product.dimensions.match(/\d+(\.\d+)?/g)!;
  await gallery.getByRole('button', { name: 'Show the dimensions' }).click();
  await expect(gallery.getByRole('img', { name: `${product.name}: ${width} cm wide, ${depth} cm deep, ${height} cm high` })).toBeVisible();
  await gallery.getByRole('button', { name: 'Show image 1 of 3' }).click();

  // Keyboard: Enter opens, arrows move, + zooms, Escape closes and focus comes back.
  await opener.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: `${product.name}: pictures` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(lightbox.getByText(/1 of 4$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/2 of 4$/)).toBeVisible();
  await expect(lightbox.getByRole('img', { name: product.imageAlts[1] })).toHaveAttribute('src', product.images[1]);
  const stage = lightbox.getByTestId('lightbox-stage');
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('data-zoom', '2');
  await page.keyboard.press('-');
  await expect(stage).toHaveAttribute('data-zoom', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(/1 of 4$/)).toBeVisible();
  // Tab stays inside.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await expect(lightbox.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();

  // Touch: a tap opens it, a tap zooms, two fingers zoom, a swipe moves on, a swipe down ends it.
  await opener.tap();
  await expect(lightbox).toBeVisible();
  const box = (await stage.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await stage.tap();
  await expect(stage).toHaveAttribute('data-zoom', '2');
  await stage.tap();
  await expect(stage).toHaveAttribute('data-zoom', '1');
  const cdp = await page.context().newCDPSession(page);
  await touch(cdp, 'touchStart', [
    [cx - 40, cy],
    [cx + 40, cy],
  ]);
  for (let i = 1; i <= 5; i += 1) {
    await touch(cdp, 'touchMove', [
      [cx - 40 - i * 20, cy],
      [cx + 40 + i * 20, cy],
    ]);
  }
  await touch(cdp, 'touchEnd', []);
  await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(1.9);
  await page.keyboard.press('0');
  await expect(stage).toHaveAttribute('data-zoom', '1');
  await swipe(cdp, [cx + 120, cy], [cx - 120, cy + 10]);
  await expect(lightbox.getByText(/2 of 4$/)).toBeVisible();
  await swipe(cdp, [cx - 120, cy], [cx + 120, cy]);
  await expect(lightbox.getByText(/1 of 4$/)).toBeVisible();
  await swipe(cdp, [cx + 120, cy], [cx - 120, cy]);
  await swipe(cdp, [cx + 120, cy], [cx - 120, cy]);
  await swipe(cdp, [cx + 120, cy], [cx - 120, cy]);
  await expect(lightbox.getByText(/4 of 4$/)).toBeVisible();
  await expect(lightbox.getByRole('img', { name: new RegExp(`${width} cm wide`) })).toBeVisible();
  // A swipe down closes it; focus is back on the page's picture.
  await swipe(cdp, [cx, cy - 100], [cx + 5, cy + 120]);
  await expect(lightbox).toBeHidden();
  // The page shows the drawing the shopper ended on.
  await expect(gallery.getByRole('button', { name: 'Open the dimensions full screen' })).toBeVisible();
});

test('an admin writes alt texts and picks the main picture; the shop shows it first', async ({ page }) => {
  const product = await aProductWithThreePictures(page);
  const [first, second, third] = product.images as [string, string, string];
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/manage-products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  const results = page.getByRole('main').getByRole('region', { name: 'Products', exact: true });
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await results.getByRole('button', { name: `Edit ${product.name}`, exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit product' });
  await edit.getByRole('tab', { name: 'Media & SEO' }).click();
  const previews = edit.getByRole('list', { name: 'Image previews' });
  await expect(previews.getByRole('listitem')).toHaveCount(3);
  await expect(edit.getByLabel('Alt text for image 1')).toHaveValue(product.imageAlts[0]);
  await edit.getByLabel('Alt text for image 2').fill('The room view, with a plant beside it');
  await edit.getByLabel('Alt text for image 3').fill('Close-up of the weave');
  // The room view becomes the main picture; its alt text goes with it.
  await edit.getByRole('button', { name: 'Make image 2 the main picture' }).click();
  await expect(edit.getByLabel(/^Image URLs/)).toHaveValue(`${second}, ${first}, ${third}`);
  await expect(edit.getByLabel('Alt text for image 1')).toHaveValue('The room view, with a plant beside it');
  // And the close-up moves before the front view.
  await edit.getByRole('button', { name: 'Move image 3 earlier' }).click();
  await expect(edit.getByLabel(/^Image URLs/)).toHaveValue(`${second}, ${third}, ${first}`);
  await expect(edit.getByLabel('Alt text for image 2')).toHaveValue('Close-up of the weave');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Product updated successfully!').first()).toBeVisible();

  // The shop: the new main picture first, with its alt text, on the page and on the card.
  await expect(async () => {
    await page.goto(`/product/${product.id}`);
    const main = page.getByRole('main').getByRole('button', { name: 'Open full-screen view: The room view, with a plant beside it' });
    await expect(main).toBeVisible({ timeout: 2_000 });
    await expect(main.getByRole('img')).toHaveAttribute('src', second);
  }).toPass({ timeout: 20_000 });
  await page.getByRole('main').getByRole('button', { name: /^Open full-screen view/ }).tap();
  const lightbox = page.getByRole('dialog', { name: `${product.name}: pictures` });
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'Close-up of the weave' })).toHaveAttribute('src', third);
  await page.keyboard.press('Escape');
  const api = await page.request.get(`/products/${product.id}`, { headers: JSON_HEADERS });
  const saved = (await api.json()) as Listed;
  expect(saved.images).toEqual([second, third, first]);
  expect(saved.imageAlts).toEqual(['The room view, with a plant beside it', 'Close-up of the weave', product.imageAlts[0]]);
});
