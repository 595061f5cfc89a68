import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Search through the real stack (gateway + catalog search index over the demo catalogue): a
 * misspelt word in the header with suggestions, the results narrowed by a material and a price
 * range, sorted by price, in list view, page 2, and the browser's Back button restoring page 1
 * exactly; then the start and no-results states.
 *
 * 'hardwod' is corrected to 'hardwood' (~57 products in the demo catalogue); Mvule Hardwood is
 * its biggest material (~33), and KSh 10,000 - 150,000 keeps ~28 of them: more than one page of
 * 20, so page 2 exists.
 */

const MISSPELT = 'hardwod';
const CORRECTED = 'hardwood';
const MATERIAL = 'Mvule Hardwood';
const MIN_PRICE = '10000';
const MAX_PRICE = '150000';

const PRICE = /KSh\s?([\d,]+(?:\.\d+)?)/;

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' });
}

function filters(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filters' });
}

/** The current price of every product card (the first KSh amount of each). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator('article').allInnerTexts();
  return texts.map((text) => {
    const match = PRICE.exec(text);
    if (!match) throw new Error(`No price in card: ${text}`);
    return Number(match[1].replace(/,/g, ''));
  });
}

async function cardNames(page: Page): Promise<string[]> {
  return (await results(page).locator('article h3').allInnerTexts()).map((name) => name.trim());
}

/** Waits until the results answer the current URL (no skeletons, not busy). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
  await expect(results(page).locator('ul[aria-busy="true"]')).toHaveCount(0);
  await expect(results(page).locator('article').first()).toBeVisible();
}

function isAscending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || values[index - 1] <= value);
}

test('a misspelt search, narrowed, sorted, in list view, to page 2 and Back to the same page 1', async ({ page }) => {
  await page.goto('/');

  // Suggestions as you type under the header search box.
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search furniture' });
  await box.pressSequentially(MISSPELT, { delay: 40 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await expect(suggestions).toBeHidden();

  // Enter with nothing highlighted searches the words as typed.
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/catalog\\?q=${MISSPELT}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Search results for "${MISSPELT}"` })).toBeVisible();
  await expect(page.getByText(`Showing results for "${CORRECTED}"`)).toBeVisible();
  await settled(page);
  await expect(page.getByRole('navigation', { name: 'Related searches' }).getByRole('link').first()).toBeVisible();

  // Narrow by a material: its facet count is shown beside it.
  const material = filters(page).getByRole('checkbox', { name: new RegExp(`^${MATERIAL} \\(\\d+\\)$`) });
  await material.check();
  await expect(page).toHaveURL(/materials=Mvule\+Hardwood/);
  await expect(page.getByRole('button', { name: `Remove filter ${MATERIAL}` })).toBeVisible();

  // ... and by a price range.
  await filters(page).getByRole('slider', { name: 'Minimum price' }).fill(MIN_PRICE);
  await filters(page).getByRole('slider', { name: 'Maximum price' }).fill(MAX_PRICE);
  await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`minPrice=${MIN_PRICE}&maxPrice=${MAX_PRICE}`));
  await settled(page);
  const count = results(page).getByText(/^\d+ products$/);
  await expect(count).toBeVisible();
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(20);

  // Sort by price, lowest first: the prices shown go up.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await settled(page);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length === 20 && isAscending(prices) && prices.every((price) => price >= 10_000 && price <= 150_000);
    })
    .toBe(true);

  // List view: wide rows, kept in the URL.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  const firstPageUrl = page.url();
  const firstPageNames = await cardNames(page);
  const firstPagePrices = await cardPrices(page);

  // Page 2.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  await expect.poll(async () => (await cardNames(page))[0]).not.toBe(firstPageNames[0]);
  // Still ascending, and on from where page 1 ended.
  expect(isAscending([...firstPagePrices, ...(await cardPrices(page))])).toBe(true);

  // The browser's Back button: the same page 1, filters, sort and view, in the URL and on screen.
  await page.goBack();
  await expect(page).toHaveURL(firstPageUrl);
  expect(page.url()).not.toContain('page=');
  await settled(page);
  await expect.poll(() => cardNames(page)).toEqual(firstPageNames);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  await expect(filters(page).getByRole('checkbox', { name: new RegExp(`^${MATERIAL} \\(\\d+\\)$`) })).toBeChecked();
  await expect(filters(page).getByRole('slider', { name: 'Minimum price' })).toHaveValue(MIN_PRICE);
  await expect(filters(page).getByRole('slider', { name: 'Maximum price' })).toHaveValue(MAX_PRICE);
  await expect(results(page).getByText(`${total} products`, { exact: true })).toBeVisible();
});

test("/search without a term shows 'Start your search' with quick terms", async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
  const quick = page.getByRole('list', { name: 'Popular searches' });
  for (const term of ['Sofa', 'Dining Table', 'Office Chair', 'Bedroom']) {
    await expect(quick.getByRole('link', { name: term, exact: true })).toBeVisible();
  }
  await quick.getByRole('link', { name: 'Dining Table', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Dining\+Table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "Dining Table"' })).toBeVisible();
  await settled(page);
});

test("a search without matches shows 'No results found', and Clear search starts over", async ({ page }) => {
  await page.goto('/catalog?q=qzxvbnmw');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(results(page).getByText('0 products', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'Start your search' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
});

test('a suggestion opens its product or category', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search furniture' });
  await box.pressSequentially('chiar', { delay: 40 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  const category = suggestions.getByRole('group', { name: 'Categories' }).getByRole('option').first();
  await expect(category).toContainText(/ in /);
  await category.click();
  await expect(page).toHaveURL(/\/category\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Furniture$/ })).toBeVisible();
  await settled(page);

  await box.fill('');
  await box.pressSequentially('chiar', { delay: 40 });
  const product = suggestions.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(product).toBeVisible();
  const name = (await product.innerText()).split('\n')[0].replace(/\s*KSh.*$/, '').trim();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search page filters from its drawer', async ({ page }) => {
    await page.goto(`/search?q=${CORRECTED}`);
    await settled(page);
    await expect(filters(page)).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: /^In stock \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/inStock=true/);
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Remove filter In stock' })).toBeVisible();
  });
});
