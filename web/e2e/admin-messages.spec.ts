import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { ADMIN_EMAIL, adminPassword, aProductInStock, JSON_HEADERS, signIn } from './support/shop';

/**
 * The admin's messages and newsletter (issue 23, part 6) and the eTIMS block of the admin's
 * order page, through the real stack: a shopper sends a contact message and subscribes; the
 * admin sees the unread count, reads the message and marks it handled, finds the subscriber and
 * exports the CSV; a paid order's page shows KRA's signature.
 */

const MPESA_SUCCESS = '254708374149';

async function payAnOrderByMpesa(page: Page, email: string): Promise<string> {
  const password = 'karibu-2026';
  const registered = await page.request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: 'Akinyi Otieno', email, phone: '0712345678', password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  const product = await aProductInStock(page.request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kimathi Street 7');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  return (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
}

test('the admin reads and handles a contact message, keeps the newsletter list and sees the eTIMS block', async ({ browser }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const shopperEmail = `akinyi-${unique}@example.co.ke`;
  const subject = `Delivery to Kisumu ${unique}`;

  // The shopper: a message, a subscription and a paid order.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/contact');
  const form = shopper.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Akinyi Otieno');
  await form.getByLabel('Email').fill(shopperEmail);
  await form.getByLabel('Subject').selectOption({ index: 1 });
  await form.getByLabel('Message').fill(`Do you deliver a 3-seater sofa to Kisumu? ${subject}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(shopper.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
  const newsletter = shopper.getByRole('form', { name: 'Newsletter sign-up' });
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.getByLabel('Email address').fill(shopperEmail);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shopper.getByText('Thank you for subscribing!').first()).toBeVisible();
  const orderNumber = await payAnOrderByMpesa(shopper, `buyer-${unique}@example.co.ke`);

  // The admin: the unread count, the message read and handled.
  const admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin.getByText('Login successful!').first()).toBeVisible();
  await admin.goto('/admin');
  const nav = admin.getByRole('navigation', { name: 'Admin' }).first();
  const count = nav.getByTestId('nav-unhandled-messages');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.innerText());
  expect(before).toBeGreaterThan(0);
  await nav.getByRole('link', { name: /Messages/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search messages' }).fill(unique);
  const row = admin.locator('[data-testid^="message-"]').filter({ hasText: shopperEmail });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New')).toBeVisible();
  await row.getByRole('button', { name: 'Read' }).click();
  const reader = admin.getByRole('dialog');
  await expect(reader.getByText(`Do you deliver a 3-seater sofa to Kisumu? ${subject}`)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', new RegExp(`^mailto:${shopperEmail}`));
  await reader.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(reader.getByTestId('message-status')).toContainText('Handled');
  await expect(admin.getByText('Message marked as handled').first()).toBeVisible();
  await reader.getByRole('button', { name: /close/i }).first().click();
  if (before > 1) await expect(count).toHaveText(String(before - 1));
  else await expect(count).toHaveCount(0);

  // The newsletter: found by search, exported as CSV.
  await admin.getByRole('link', { name: 'Newsletter subscribers' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search subscribers' }).fill(unique);
  await expect(admin.getByTestId(`subscriber-${shopperEmail}`)).toBeVisible();
  await expect(admin.getByTestId('subscriber-count')).toHaveText('1');
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"Email","Subscribed at"');
  expect(csv).toContain(`"${shopperEmail}"`);

  // The paid order's page shows KRA's signature once the invoice is signed.
  await expect(async () => {
    await admin.goto(`/admin/orders/${orderNumber}`);
    await expect(admin.getByTestId('etims-cu-number')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  const panel = admin.getByRole('region', { name: 'Tax Invoice (KRA eTIMS)' });
  await expect(panel.getByTestId('etims-cu-number')).toHaveText(/^KRACU\d+\/\d+$/);
  await expect(panel.getByTestId('etims-signature')).toHaveText(/^[A-Z2-7]{16}$/);
  await expect(panel.getByTestId('etims-qr')).toBeVisible();
});
