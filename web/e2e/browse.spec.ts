import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The browsing journey through the real stack (gateway + services + demo catalogue):
 * home rows, a category, price filter, sort, a product, the breadcrumb back, and the
 * not-found pages; then the same listing on a 390 px phone with its drawers.
 */

const PRICE = /KSh\s?([\d,]+(?:\.\d+)?)/;

/** The current price of every product card in `scope` (the first KSh amount of each card). */
async function cardPrices(scope: Locator): Promise<number[]> {
  const texts = await scope.locator('article').allInnerTexts();
  return texts.map((text) => {
    const match = PRICE.exec(text);
    if (!match) throw new Error(`No price in card: ${text}`);
    return Number(match[1].replace(/,/g, ''));
  });
}

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' });
}

/** Waits until the listing shows an answer for the current URL (no skeletons, not busy). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
  await expect(results(page).locator('ul[aria-busy="true"]')).toHaveCount(0);
  await expect(results(page).locator('article').first()).toBeVisible();
}

/** Every image in `images` has loaded with real pixels. */
async function expectImagesLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          image.evaluate((element) => {
            const img = element as unknown as { complete: boolean; naturalWidth: number };
            return img.complete && img.naturalWidth > 0;
          }),
        { message: `image ${index} loads` },
      )
      .toBe(true);
  }
}

test.describe('browsing the catalogue', () => {
  test('home shows the Sponsored, New Arrivals and category rows with product cards', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Sponsored', 'New Arrivals', 'Kids Room', 'Living Room']) {
      const row = page.getByRole('region', { name: title, exact: true });
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator('article').first()).toBeVisible();
      expect(await row.locator('article').count()).toBeGreaterThan(0);
    }
    const sponsored = page.getByRole('region', { name: 'Sponsored', exact: true });
    await sponsored.scrollIntoViewIfNeeded();
    await expectImagesLoaded(sponsored.locator('article img').first());
  });

  test('from a home row to a category, filtered, sorted, to a product and back', async ({ page }) => {
    await page.goto('/');
    const livingRoom = page.getByRole('region', { name: 'Living Room', exact: true });
    await livingRoom.scrollIntoViewIfNeeded();
    await livingRoom.getByRole('link', { name: 'View all Living Room' }).click();

    await expect(page).toHaveURL(/\/category\/living-room$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Living Room Furniture' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Furniture');
    await settled(page);
    await expectImagesLoaded(results(page).locator('article img').first());

    // Filter by a price range.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'KSh 10,000 - KSh 50,000' }).check();
    await expect(page).toHaveURL(/minPrice=10000&maxPrice=50000/);
    await expect(page.getByRole('button', { name: 'Remove filter KSh 10,000 - KSh 50,000' })).toBeVisible();
    await settled(page);
    await expect
      .poll(async () => (await cardPrices(results(page))).every((price) => price >= 10_000 && price <= 50_000))
      .toBe(true);

    // Sort by price, lowest first: the first card is the cheapest of the page.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await settled(page);
    await expect
      .poll(async () => {
        const prices = await cardPrices(results(page));
        return prices.length > 0 && prices[0] === Math.min(...prices) && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);

    // Open the first product.
    const firstCard = results(page).locator('article').first();
    const name = (await firstCard.getByRole('heading').innerText()).trim();
    await firstCard.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart|In Cart|Out of Stock/ }).first()).toBeVisible();
    await expectImagesLoaded(page.locator('main img').first());

    // The breadcrumb leads back to the category.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Living Room' }).click();
    await expect(page).toHaveURL(/\/category\/living-room$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Living Room Furniture' })).toBeVisible();
  });

  test('the header category menu opens a category', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Bedroom', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/bedroom$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedroom Furniture' })).toBeVisible();
    await settled(page);
  });

  test("an unknown product shows 'Product Not Found'", async ({ page }) => {
    await page.goto('/product/999999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Furniture Products' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu drawer opens, and the filter drawer filters the listing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Living Room', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();

    await page.goto('/products');
    await settled(page);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && box.width <= 390).toBe(true);

    await drawer.getByRole('checkbox', { name: 'On sale' }).check();
    await expect(page).toHaveURL(/onSale=true/);
    await drawer.getByRole('button', { name: /^Show .* results$/ }).click();
    await expect(drawer).toBeHidden();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Remove filter On Sale' })).toBeVisible();
    await expect(results(page).locator('article').first()).toContainText('% OFF');
    await expectImagesLoaded(results(page).locator('article img').first());
  });
});
