import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, JSON_HEADERS, signIn } from './support/shop';

/**
 * Honest merchandising through the real stack (issue 24, part 1), on a phone: an admin creates
 * a campaign whose last day is tomorrow on /admin/campaigns; the home page's top bar and hero
 * then show its real deepest discount (equal to its products' prices) and its real end with a
 * countdown; its page and /flash-sales list exactly its products; /new-arrivals and
 * /best-sellers are different listings, each by its own rule.
 */

test.use({ viewport: { width: 390, height: 844 } });

type Product = { id: number; name: string; price: number; original_price: number | null };
type Campaign = { name: string; slug: string; endsAt: string; maxPercentOff: number; products: number };
type Figures = { campaigns: Campaign[]; newArrivals: number };

/** The claim figure of a product: whole percent off, rounded down (never overstated). */
function percentOff(p: Product): number {
  const price = Math.round(p.price * 100);
  const original = p.original_price === null ? 0 : Math.round(p.original_price * 100);
  return original > price ? Math.floor(((original - price) * 100) / original) : 0;
}

async function figures(request: APIRequestContext): Promise<Figures> {
  const response = await request.get('/api/merchandising', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Figures;
}

/** The names of the product cards the page lists. */
async function listedNames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await expect(page.locator('main article h3').first()).toBeVisible();
  return (await page.locator('main article h3').allInnerTexts()).map((name) => name.trim()).sort();
}

/** Tomorrow's date in Nairobi (YYYY-MM-DD), as the form's date field takes it. */
function tomorrowInNairobi(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(tomorrow);
}

test('an admin creates a campaign ending tomorrow; the claims show its real figure and end; its page lists exactly its products', async ({ page, request }) => {
  test.setTimeout(150_000);
  // Three accent chairs, whatever their prices.
  const listing = await request.get('/products/category/living-room-accent-chairs?limit=3', { headers: JSON_HEADERS });
  expect(listing.ok()).toBeTruthy();
  const chosen = ((await listing.json()) as { products: Product[] }).products;
  expect(chosen).toHaveLength(3);
  const name = `Madaraka Chairs ${Date.now().toString(36)}`;

  // The admin creates it.
  await signIn(page, ADMIN_EMAIL, adminPassword());
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await expect(form.getByLabel('Page address', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Last day', { exact: true }).fill(tomorrowInNairobi());
  await form.getByLabel('Products', { exact: true }).selectOption('productIds');
  await form.getByLabel('Products by id', { exact: true }).fill(chosen.map((p) => p.id).join(', '));
  await form.getByLabel('Price', { exact: true }).selectOption('percentOff');
  await form.getByLabel('Percent off', { exact: true }).fill('20');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(`Campaign created: ${name} (3 products)`).first()).toBeVisible();
  await expect(page.getByRole('row', { name: `Campaign ${name}` })).toContainText('running');

  // The figure a claim shows is the data's: its products' deepest discount now, rounded down.
  const running = (await figures(request)).campaigns.find((c) => c.name === name);
  expect(running, 'the campaign runs').toBeDefined();
  const campaign = running!;
  const now: Product[] = [];
  for (const p of chosen) {
    const response = await request.get(`/products/${p.id}`, { headers: JSON_HEADERS });
    now.push((await response.json()) as Product);
  }
  const deepest = Math.max(...now.map(percentOff));
  expect(deepest).toBeGreaterThanOrEqual(20);
  expect(campaign.maxPercentOff).toBe(deepest);
  expect(new Date(campaign.endsAt).getTime() - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);

  // The home page's top bar and hero say so, with its real end and a countdown.
  await page.goto('/');
  const claim = page.getByTestId('promo-claim');
  await expect(claim).toContainText(`${name}:`);
  await expect(claim).toContainText(`up to ${deepest}% off`);
  await expect(claim.locator('time')).toHaveAttribute('datetime', campaign.endsAt);
  await expect(claim.getByTestId('campaign-countdown')).toContainText(/\d+d \d\d:\d\d:\d\d left/);
  await expect(page.getByText(`Up to ${deepest}% off`, { exact: false }).first()).toBeVisible();

  // Its page lists exactly its products, with its figure and end.
  await claim.getByRole('link', { name: 'Shop the sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/sale/${campaign.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('campaign-intro')).toContainText(`Up to ${deepest}% off`);
  await expect(page.getByTestId('listing-count')).toHaveText('3 products');
  expect(await listedNames(page)).toEqual(chosen.map((p) => p.name).sort());

  // Flash sales: the items of running campaigns, here exactly these.
  await page.goto('/flash-sales');
  await expect(page.getByTestId('listing-count')).toHaveText('3 products');
  expect(await listedNames(page)).toEqual(chosen.map((p) => p.name).sort());

  // A named sale with no campaign says so instead of listing everything.
  await page.goto('/black-friday');
  await expect(page.getByRole('heading', { name: 'No Black Friday Deals running right now.' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);

  // New arrivals and best sellers follow different rules and differ.
  await page.goto('/new-arrivals');
  const { newArrivals } = await figures(request);
  await expect(page.getByTestId('listing-count')).toHaveText(`${newArrivals} products`);
  const fresh = await listedNames(page);
  expect(fresh.length).toBeGreaterThan(0);
  await page.goto('/best-sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();
  await expect(page.getByTestId('listing-count').or(page.getByRole('heading', { name: 'No sales in the last 30 days to rank yet.' }))).toBeVisible();
  const best = await page.locator('main article h3').allInnerTexts();
  expect(best.map((n) => n.trim()).sort()).not.toEqual(fresh);
});
