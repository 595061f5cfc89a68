import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { JSON_HEADERS, ksh, signIn } from './support/shop';

/**
 * The phone-first buying path (issue 24, part 6) at 390x844: products on the first screen of the
 * listing and the search with one search box; a new page at the top and Back where it was; the
 * sticky bars of the product page, the cart and the checkout, never under the back-to-top
 * button; a toast that leaves the cart count in sight; the checkout in its three steps with the
 * address of the shopper's previous order filled in.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SCREEN_HEIGHT = 844;

type Product = { id: number; name: string; stock: number };
type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate<number>('window.scrollY');
}

async function scrollTo(page: Page, y: number | 'bottom') {
  await page.evaluate(`window.scrollTo(0, ${y === 'bottom' ? 'document.documentElement.scrollHeight' : y})`);
}

function firstCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' }).locator('article').first();
}

async function productsInStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const picked = ((await response.json()) as { products: Product[] }).products.filter((p) => p.stock >= 5).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

/** The back-to-top button shows and sits above the sticky bar, covering none of it. */
async function expectBackToTopClearOf(page: Page, bar: Locator) {
  await scrollTo(page, 'bottom');
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  await expect(bar).toBeVisible();
  const button = await box(backToTop);
  const sticky = await box(bar);
  expect(overlaps(button, sticky), 'back-to-top over the sticky bar').toBe(false);
  expect(button.y + button.height).toBeLessThanOrEqual(sticky.y);
  expect(sticky.y + sticky.height).toBeLessThanOrEqual(SCREEN_HEIGHT + 1);
}

test('listings and search show a product on the first screen, under one search box', async ({ page }) => {
  for (const url of ['/products', '/search?q=sofa']) {
    await page.goto(url);
    await expect(firstCard(page)).toBeVisible();
    const card = await box(firstCard(page));
    expect(card.y + card.height, `the first product card of ${url} is on the first screen`).toBeLessThanOrEqual(SCREEN_HEIGHT);
    await expect(page.locator('input[type="search"]:visible'), `one search box on ${url}`).toHaveCount(1);
  }
});

test('a new page opens at the top, and Back restores where the shopper was, also after a full page load', async ({ page }) => {
  await page.goto('/products');
  await expect(firstCard(page)).toBeVisible();
  await scrollTo(page, 1800);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1700);
  const before = await scrollY(page);

  // A link opens the next page at its top; Back finds the listing where it was left.
  const link = page.getByRole('region', { name: 'Products' }).locator('article a[href^="/product/"]').nth(12);
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  await link.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => scrollY(page)).toBe(left);
  expect(left).toBeGreaterThan(before - 900);

  // A full page load of another page opens at the top, not at the position of the last one loaded.
  await page.goto('/search?q=bed');
  await expect(firstCard(page)).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await scrollTo(page, 1200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1100);
  const searched = await scrollY(page);
  await page.goto('/products?page=2');
  await expect(firstCard(page)).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  // Back to the page the full load left: where it was.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=bed$/);
  await expect(firstCard(page)).toBeVisible();
  // The reloaded page restores the saved position; its pictures loading may shift it a little.
  await expect.poll(async () => Math.abs((await scrollY(page)) - searched)).toBeLessThan(120);
});

test('the sticky bars buy from the product page, the cart and a checkout in steps that knows the last address', async ({ page, request }) => {
  const [first, second] = await productsInStock(request, 2);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Akinyi Otieno', email: `akinyi-phone-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const registered = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  // The shopper's previous order went to Mombasa; the profile has no address.
  const previous = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId: first.id, quantity: 1 }],
      firstName: 'Akinyi',
      lastName: 'Otieno',
      email: customer.email,
      phone: customer.phone,
      address: 'Nyali Road 4',
      city: 'Mombasa',
      state: 'Mombasa',
      zipCode: '80100',
      paymentMethod: 'cod',
    },
  });
  expect(previous.status(), await previous.text()).toBe(201);

  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();

  // The product page: its Add to Cart is below the first screen, so the bar shows the price and the button.
  await page.goto(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const buyBar = page.getByRole('region', { name: `Buy ${first.name}` });
  await expect(buyBar).toBeVisible();
  await expect(buyBar.getByText(/KSh/).first()).toBeVisible();
  await expectBackToTopClearOf(page, buyBar);

  // Added from the bar: the toast leaves the header's cart count in sight.
  await buyBar.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByText(`Added ${first.name} to cart`).first();
  await expect(toast).toBeVisible();
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveText('1');
  const toastBox = await box(page.getByRole('list', { name: 'Notifications' }).locator('li').first());
  expect(overlaps(toastBox, await box(badge)), 'the toast over the cart count').toBe(false);
  const badgeBox = await box(badge);
  const badgeOnTop = await page.evaluate<boolean>(
    `(() => { const top = document.elementFromPoint(${badgeBox.x + badgeBox.width / 2}, ${badgeBox.y + badgeBox.height / 2}); return top !== null && top.closest('[data-testid="cart-count"]') !== null; })()`,
  );
  expect(badgeOnTop, 'nothing covers the cart count').toBe(true);
  await expect(buyBar.getByRole('button', { name: /Added to Cart|In Cart/ })).toBeVisible();

  // With its own button on screen, the bar goes.
  await page.getByRole('button', { name: 'Add to Wishlist' }).scrollIntoViewIfNeeded();
  await expect(buyBar).toBeHidden();

  await page.goto(`/product/${second.id}`);
  await page.getByRole('region', { name: `Buy ${second.name}` }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveText('2');

  // The cart: the total and Checkout stay at hand while the summary's button is off screen.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const cartBar = page.getByRole('region', { name: 'Cart total' });
  await expect(cartBar).toBeVisible();
  await expect(cartBar.getByTestId('sticky-total')).toHaveText(/^KSh [\d,.]+$/);
  await expect(cartBar.getByText('2 items')).toBeVisible();
  await expectBackToTopClearOf(page, cartBar);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).scrollIntoViewIfNeeded();
  await expect(cartBar).toBeHidden();
  await scrollTo(page, 0);
  await cartBar.getByRole('button', { name: 'Checkout' }).click();

  // The checkout, one step at a time, with the previous order's address and the profile's phone.
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await scrollY(page)).toBe(0);
  const steps = page.getByRole('navigation', { name: 'Checkout steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Address/);
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Nyali Road 4');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Mombasa');
  await expect(page.getByRole('combobox', { name: 'County', exact: true })).toHaveValue('Mombasa');
  await expect(page.getByRole('textbox', { name: 'Postal Code', exact: true })).toHaveValue('80100');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(/^(0|254)712345678$/);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
  const checkoutBar = page.getByRole('region', { name: 'Checkout total' });
  await expect(checkoutBar.getByTestId('sticky-total')).toHaveText(/^KSh [\d,.]+$/);
  await expectBackToTopClearOf(page, checkoutBar);

  await checkoutBar.getByRole('button', { name: 'Continue to Delivery' }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Delivery/);
  await expect(page.getByTestId('delivery-address')).toContainText('Nyali Road 4, Mombasa, Mombasa, 80100');
  await expect(checkoutBar).toBeVisible();

  await checkoutBar.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Payment/);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  const quote = (await (
    await request.post('/api/orders/quote', {
      headers: JSON_HEADERS,
      data: { items: [{ productId: first.id, quantity: 1 }, { productId: second.id, quantity: 1 }], paymentMethod: 'cod', state: 'Mombasa' },
    })
  ).json()) as { total_amount: number };
  await expect(checkoutBar.getByTestId('sticky-total')).toHaveText(ksh(quote.total_amount));
  await checkoutBar.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
