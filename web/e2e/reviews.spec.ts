import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { JSON_HEADERS, adminPassword, adminToken, aProductInStock, ADMIN_EMAIL, signIn } from './support/shop';

/**
 * Reviews that are real (issue 24, part 2), on a phone: a shopper whose order was delivered
 * writes a review on the product page and the product's average and count change (the catalog
 * keeps them from the orders service's review events); a shopper without that order is told
 * why they cannot; an admin hides the review with a reason and the figures go back.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Customer = { email: string; password: string; token: string };
type Figures = { rating: number; reviews: number };
type Summary = { count: number; breakdown: number[] };

async function register(request: APIRequestContext, name: string): Promise<Customer> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name, email: `reviewer-${unique}@example.co.ke`, password: 'karibu-2026' };
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: { ...customer, phone: '0712345678' } });
  expect(response.status(), await response.text()).toBe(201);
  const login = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { email: customer.email, password: customer.password, token: ((await login.json()) as { token: string }).token };
}

/** A cash-on-delivery order of the product, taken to delivered by the admin. */
async function deliveredOrder(request: APIRequestContext, customer: Customer, productId: number, admin: string) {
  const placed = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ productId, quantity: 1 }],
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: customer.email,
      phone: '0712345678',
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { public_id: string } }).order;
  for (const status of ['processing', 'shipped', 'delivered']) {
    const changed = await request.put(`/api/orders/${order.public_id}/status`, {
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${admin}` },
      data: { status },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
}

async function figures(request: APIRequestContext, productId: number): Promise<Figures> {
  const response = await request.get(`/products/${productId}`, { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { product?: Figures } & Figures;
  const product = body.product ?? body;
  return { rating: product.rating, reviews: product.reviews };
}

/** The product's reviews in figures, as the orders service counts them (exact star counts). */
async function summary(request: APIRequestContext, productId: number): Promise<Summary> {
  const response = await request.get(`/api/products/${productId}/reviews`, { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { summary: Summary }).summary;
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  return page;
}

test('a shopper whose order was delivered reviews the product, a shopper without that order cannot, and an admin hides the review', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const product = await aProductInStock(request);
  const buyer = await register(request, 'Achieng Odhiambo');
  const stranger = await register(request, 'Baraka Mwita');
  await deliveredOrder(request, buyer, product.id, admin);
  const before = { ...(await figures(request, product.id)), breakdown: (await summary(request, product.id)).breakdown };
  const title = `Sturdy and neat ${Date.now()}`;

  // The buyer writes a one-star review on the product page.
  const page = await signedInPage(browser, buyer.email, buyer.password);
  await page.goto(`/product/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByLabel('1 star', { exact: true }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Arrived on time, but one leg wobbles on our floor.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is published.').first()).toBeVisible();
  await expect(reviews.getByRole('region', { name: 'Your review' })).toContainText(title);
  await expect(reviews.getByText(`Based on ${before.reviews + 1} review`)).toBeVisible();

  // The product's average and count change (through the catalog's events), on the page too.
  const stars = before.breakdown.reduce((sum, count, i) => sum + count * (5 - i), 0);
  const expected = Math.round(((stars + 1) / (before.reviews + 1)) * 10) / 10;
  await expect.poll(() => figures(request, product.id), { timeout: 15_000 }).toEqual({ rating: expected, reviews: before.reviews + 1 });
  await page.reload();
  await expect(page.getByTestId('product-rating')).toContainText(
    `${expected.toFixed(1)} (${before.reviews + 1} ${before.reviews + 1 === 1 ? 'review' : 'reviews'})`,
  );

  // A shopper without a delivered order of it is told why, and the API refuses them.
  const other = await signedInPage(browser, stranger.email, stranger.password);
  await other.goto(`/product/${product.id}`);
  const theirs = other.getByRole('region', { name: 'Customer reviews' });
  await expect(theirs.getByRole('note')).toHaveText('Only customers whose order with this product was delivered can review it');
  await expect(theirs.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  const refused = await request.post(`/api/products/${product.id}/reviews`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${stranger.token}` },
    data: { rating: 5, title: 'Great', body: 'I never bought this but it looks good.' },
  });
  expect(refused.status()).toBe(403);

  // The admin hides it with a reason; the product's figures go back.
  const desk = await signedInPage(browser, ADMIN_EMAIL, adminPassword());
  await desk.goto('/admin/reviews');
  const row = desk.getByRole('article', { name: `Review: ${title}` });
  await row.getByLabel('Reason').fill('Describes a different product');
  await row.getByRole('button', { name: 'Hide review' }).click();
  await expect(desk.getByText('Review hidden').first()).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect.poll(() => figures(request, product.id), { timeout: 15_000 }).toEqual({ rating: before.rating, reviews: before.reviews });

  // The buyer sees it hidden, with the reason.
  await page.reload();
  await expect(reviews.getByRole('region', { name: 'Your review' })).toContainText('Hidden by the shop: Describes a different product');
});
