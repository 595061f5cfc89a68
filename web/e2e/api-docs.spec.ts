import { expect, test } from '@playwright/test';

/**
 * The published contract's reference page: `/api/docs` (gateway/src/api/docs.rs) loads Scalar
 * from the shop's own build (dist/assets/api-reference/standalone.js) under the page's
 * Content-Security-Policy, reads `/openapi.json` and renders the API: its title and its
 * operations by tag.
 */
/** What this journey reads of the published document. */
type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { tags?: string[] }>>;
};

test('the API reference renders the published document', async ({ page, request }) => {
  const document = (await (await request.get('/openapi.json')).json()) as OpenApiDocument;
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
  // Scalar renders the first tag's operations at once and the others as they are scrolled to:
  // the document's first path (its tag comes first) shows by its path, and every tag has its
  // entry in the sidebar.
  const firstPath = Object.keys(document.paths)[0];
  await expect(page.getByText(firstPath, { exact: true }).first()).toBeVisible();
  const tags = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) operation.tags?.forEach((tag) => tags.add(tag));
  }
  expect(tags.size).toBeGreaterThan(1);
  for (const tag of tags) {
    await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
  }
  expect(blocked, 'the page works under its Content-Security-Policy').toEqual([]);
});
