import { expect, test } from '@playwright/test';

/**
 * The published contract's reference page: `/api/docs` (gateway/src/api/docs.rs) loads Scalar
 * from the shop's own build (dist/assets/api-reference/standalone.js) under the page's
 * Content-Security-Policy, reads `/openapi.json` and renders the API: its title and its
 * operations, such as `GET /categories`.
 */
test('the API reference renders the published document', async ({ page, request }) => {
  const document = await (await request.get('/openapi.json')).json();
  expect(document.openapi).toBe('3.1.0');

  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      blocked.push(message.text());
    }
  });
  const bundle = page.waitForResponse((response) => response.url().endsWith('/assets/api-reference/standalone.js'));
  const spec = page.waitForResponse((response) => new URL(response.url()).pathname === '/openapi.json');

  await page.goto('/api/docs');
  expect((await bundle).status()).toBe(200);
  expect((await spec).status()).toBe(200);

  await expect(page).toHaveTitle(/Shop API/);
  await expect(page.getByRole('heading', { name: document.info.title, level: 1 })).toBeVisible();
  // An operation of the document, by its method and path as the reference shows them.
  await expect(page.getByText('/categories', { exact: true }).first()).toBeVisible();
  const categories = document.paths['/categories'].get;
  if (categories.summary) {
    await expect(page.getByText(categories.summary).first()).toBeVisible();
  }
  expect(blocked, 'the page works under its Content-Security-Policy').toEqual([]);
});
