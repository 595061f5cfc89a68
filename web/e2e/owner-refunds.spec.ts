import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, adminToken, aProductInStock, JSON_HEADERS, mailSubjects, type Product, signIn, texts } from './support/shop';

/**
 * The owner's day with money (issue 23's Show, parts 3 and 7) through the real stack: a customer
 * places a cash-on-delivery order and an M-Pesa order (paid at the Daraja simulator's prompt);
 * the M-Pesa order's invoice shows its KRA eTIMS number and QR code; the owner signs in and works
 * only inside the admin layout (no shop header), marks the COD order's cash collected, cancels the
 * M-Pesa order and refunds it with one action behind a confirmation (a reversal at the
 * simulator), and sees it paid with its M-Pesa receipt. The customer receives the email (dev
 * mailbox) and SMS (SMS simulator) of each step: placed, paid, cancelled, refunded.
 */

const MPESA_SUCCESS = '254708374149';

type Placed = { id: string; public_id: string; total_amount: number };

async function register(request: APIRequestContext) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { name: 'Wanjiru Kamau', email: `wanjiru-refund-${unique}@example.co.ke`, password: 'karibu-2026', phone: '0712345678' };
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return { ...customer, token: ((await response.json()) as { token: string }).token };
}

async function place(request: APIRequestContext, token: string, product: Product, method: string): Promise<Placed> {
  const response = await request.post('/api/orders', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      phone: '0712345678',
      address: '12 Moi Avenue',
      city: 'Nairobi',
      state: 'Nairobi',
      zipCode: '00100',
      paymentMethod: method,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Placed }).order;
}




/** The admin layout only: no shop header, category menu, search, cart or footer. */
async function expectAdminFrameOnly(page: Page) {
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop by category' })).toHaveCount(0);
  await expect(page.getByLabel('Search furniture')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test('the owner marks cash collected and refunds a cancelled M-Pesa order; the customer is told of each step', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const customer = await register(request);
  const product = await aProductInStock(request);
  const cod = await place(request, customer.token, product, 'cod');
  const mpesa = await place(request, customer.token, product, 'mpesa');
  const pushed = await request.post('/api/mpesa/stkpush', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${customer.token}` },
    data: { orderId: mpesa.id, phoneNumber: MPESA_SUCCESS },
  });
  expect(pushed.ok(), await pushed.text()).toBeTruthy();
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/orders/${mpesa.public_id}`, {
          headers: { ...JSON_HEADERS, Authorization: `Bearer ${customer.token}` },
        });
        return ((await response.json()) as { payment_status: string }).payment_status;
      },
      { timeout: 40_000 },
    )
    .toBe('Paid');

  // The customer's invoice: KRA eTIMS number and QR code.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signIn(shopper, customer.email, customer.password);
  // Signed in before leaving /login (a navigation would cancel the sign-in's request).
  await expect(shopper.getByText('Login successful!').first()).toBeVisible();
  await expect(async () => {
    await shopper.goto(`/order/${mpesa.public_id}`);
    await expect(shopper.getByTestId('etims-cu-number')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  const invoice = shopper.getByRole('region', { name: 'Tax Invoice (KRA eTIMS)' });
  await expect(invoice.getByTestId('etims-cu-number')).toHaveText(/^KRACU\d+\/\d+$/);
  await expect(invoice.getByTestId('etims-qr')).toBeVisible();

  // The owner, inside the admin layout only.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, ADMIN_EMAIL, adminPassword());
  await expect(owner).toHaveURL(/\/admin$/);
  await expectAdminFrameOnly(owner);

  // Cash on delivery: collected.
  await owner.goto(`/admin/orders/${cod.public_id}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${cod.public_id}` })).toBeVisible();
  await expectAdminFrameOnly(owner);
  await owner.getByRole('button', { name: /Mark cash collected/ }).click();
  await expect(owner.getByText('Cash marked as collected').first()).toBeVisible();
  await expect(owner.getByTestId('order-payment-state')).toHaveText('COD collected');

  // The M-Pesa order: cancelled, then refunded with one action behind a confirmation.
  await owner.goto(`/admin/orders/${mpesa.public_id}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${mpesa.public_id}` })).toBeVisible();
  await expectAdminFrameOnly(owner);
  await owner.getByRole('combobox', { name: 'Update Status' }).selectOption('cancelled');
  await owner.getByRole('dialog', { name: 'Change order status' }).getByRole('button', { name: 'Change Status' }).click();
  await expect(owner.getByText('Order status updated to Cancelled').first()).toBeVisible();
  const refund = owner.getByRole('button', { name: /^Refund KSh [\d,]+ to 0708 374 149 via M-Pesa$/ });
  await expect(refund).toBeVisible();
  await refund.click();
  const confirm = owner.getByRole('dialog', { name: 'Refund via M-Pesa' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(owner.getByTestId('refund-state')).toHaveAttribute('data-status', /requested|sent|paid/);
  await expect(async () => {
    await owner.reload();
    await expect(owner.getByTestId('refund-state')).toHaveAttribute('data-status', 'paid', { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(owner.getByTestId('refund-state')).toContainText(/Refunded KSh [\d,]+ to 0708 374 149 via M-Pesa - receipt [A-Z0-9]{10}/);
  // The books follow once orders has the refund's event.
  await expect(async () => {
    await owner.reload();
    await expect(owner.getByTestId('order-payment-state')).toHaveText(/Refunded/i, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(owner.getByRole('button', { name: /Refund KSh/ })).toHaveCount(0);
  await expectAdminFrameOnly(owner);

  // The customer's order page shows the refund paid.
  await shopper.goto(`/order/${mpesa.public_id}`);
  await expect(shopper.getByTestId('refund-state')).toContainText(/Refunded KSh [\d,]+ .*receipt/);

  // Every step told by email and SMS.
  const token = await adminToken(request);
  const n = mpesa.public_id;
  await expect
    .poll(async () => (await mailSubjects(request, token, customer.email)).filter((s) => s.includes(n)), { timeout: 30_000 })
    .toEqual([`Order ${n} received`, `Payment received for order ${n}`, `Order ${n} cancelled`, `Refund for order ${n}`]);
  await expect.poll(async () => (await texts(request, n)).length, { timeout: 30_000 }).toBe(4);
  const sms = await texts(request, n);
  expect(sms.every((m) => m.to === '+254712345678')).toBe(true);
  expect(sms[3].message).toContain('refunded');
  expect((await mailSubjects(request, token, customer.email)).some((s) => s.includes(cod.public_id))).toBe(true);
  await shopperContext.close();
  await ownerContext.close();
});
