import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JSON_HEADERS, type Product } from './support/shop';

/**
 * KRA eTIMS through the real stack: a business customer gives its KRA PIN at checkout and pays
 * by M-Pesa (the Daraja simulator); orders reports the sale to the eTIMS simulator, and the
 * order page then shows the control unit's invoice number, the signature data and the QR code.
 */

const MPESA_SUCCESS = '254708374149';

async function aProductInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  const products = ((await response.json()) as { products: Product[] }).products.filter((p) => p.stock >= 5);
  expect(products.length).toBeGreaterThan(0);
  return products[0];
}

async function signedInCustomer(page: Page, request: APIRequestContext) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `biashara-${unique}@example.co.ke`, password: 'karibu-2026' };
  const registered = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: 'Achieng Otieno', email: customer.email, phone: '0712345678', password: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

test('a paid order shows its KRA eTIMS invoice number, signature and QR code', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, request);
  const product = await aProductInStock(request);
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kimathi Street 7');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');

  // A PIN that is not one is refused before anything is sent.
  const pin = page.getByRole('textbox', { name: 'Business KRA PIN (optional)' });
  await pin.fill('12345');
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Enter the business's KRA PIN/)).toBeVisible();
  await pin.fill('p051234567x');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');

  // The order page, once KRA signed the invoice (the order is read again on each visit).
  await expect(async () => {
    await page.goto(`/order/${orderNumber}`);
    await expect(page.getByTestId('etims-cu-number')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Tax Invoice (KRA eTIMS)' });
  await expect(panel.getByTestId('etims-cu-number')).toHaveText(/^KRACU\d+\/\d+$/);
  await expect(panel.getByTestId('etims-signature')).toHaveText(/^[A-Z2-7]{16}$/);
  await expect(panel.getByText('P051234567X')).toBeVisible();
  await expect(panel.getByText('Not yet a valid tax invoice')).toHaveCount(0);
  const qr = panel.getByTestId('etims-qr');
  await expect(qr).toBeVisible();
  const [cuNumber, signature] = [
    await panel.getByTestId('etims-cu-number').innerText(),
    await panel.getByTestId('etims-signature').innerText(),
  ];
  const verification = (await qr.getAttribute('data-verification')) ?? '';
  const [sdcId, receiptNumber] = cuNumber.split('/');
  expect(verification).toContain(signature);
  expect(verification).toContain(`sdcId=${sdcId}`);
  expect(verification).toContain(`rcptNo=${receiptNumber}`);
  // The image is drawn (an SVG that loaded).
  const drawn = await qr.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).naturalWidth > 0);
  expect(drawn).toBe(true);
  await page.screenshot({ path: 'test-results/etims-order-page.png', fullPage: true });
});
