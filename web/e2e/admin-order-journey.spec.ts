import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, aProductInStock, JSON_HEADERS, ksh, signIn, type Product } from './support/shop';

/**
 * An order's journey between the customer and the admin, through the real stack: the customer
 * places a cash-on-delivery order and keeps their orders open; the admin finds it by the phone
 * on /admin/orders, opens it and sets it to Shipped there; the customer, going back and forth
 * in the same tab, sees Shipped on /orders and the shipped step on the order's timeline and on
 * /track-order; the admin prints the order (the print view has the shop's header and the
 * totals) and downloads the PDF invoice, as does the customer from their order page.
 * (e2e/admin-orders.spec.ts ships from the list's row dropdown; this one from the detail.)
 */

type Customer = { name: string; email: string; password: string; phone: string };

/** As the invoice writes money: '45,999.00'. */
function invoiceAmount(amount: number): string {
  return new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A new customer with a phone number no other order has, so the search finds one order. */
async function register(request: APIRequestContext): Promise<Customer> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const phone = `07${String((Date.now() + 7) % 100_000_000).padStart(8, '0')}`;
  const customer = { name: 'Wambui Njeri', email: `wambui-journey-${unique}@example.co.ke`, password: 'karibu-2026', phone };
  const response = await request.post('/auth/register', { headers: JSON_HEADERS, data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** The customer's cash-on-delivery order of one product, through the checkout; its order number. */
async function placeOrder(page: Page, product: Product, customer: Customer): Promise<string> {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Moi Avenue');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
  expect(orderNumber).toMatch(/^SF[0-9A-Z]{8}$/);
  return orderNumber;
}

async function orderTotal(page: Page, request: APIRequestContext, orderNumber: string): Promise<number> {
  const token = await page.evaluate<string | null>("localStorage.getItem('token') ?? sessionStorage.getItem('token')");
  const response = await request.get(`/api/orders/${orderNumber}`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { total_amount: number }).total_amount;
}

/** Clicks 'Download PDF' on `page` and answers the downloaded file's name and text. */
async function downloadPdf(page: Page): Promise<{ name: string; text: string }> {
  const started: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await started;
  const file = await download.path();
  const bytes = await readFile(file);
  return { name: download.suggestedFilename(), text: bytes.toString('latin1') };
}

test('an order goes from the customer to the admin and back: shipped, tracked, printed and invoiced', async ({ browser, request }) => {
  // Two people, two sign-ins, a checkout and three pages each: longer than one page's journey.
  test.setTimeout(120_000);
  const product = await aProductInStock(request);
  const customer = await register(request);

  // The customer orders, then looks at their orders (and keeps the tab).
  const customerContext = await browser.newContext();
  const shopper = await customerContext.newPage();
  await signIn(shopper, customer.email, customer.password);
  await expect(shopper.getByText('Login successful!').first()).toBeVisible();
  const orderNumber = await placeOrder(shopper, product, customer);
  await shopper.goto('/orders');
  const card = shopper.getByTestId(`order-${orderNumber}`);
  await expect(card.getByTestId('order-status')).toHaveText(/pending/i);

  // The admin finds it by the phone number and opens it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search orders', exact: true }).fill(customer.phone);
  const row = admin.getByTestId(`admin-order-${orderNumber}`);
  await expect(row).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(1);
  // The search is in the address once it has settled (a later write would undo the click's).
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${customer.phone}`));
  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const payment = admin.getByRole('region', { name: 'Payment' });
  await expect(payment.getByTestId('failed-attempts')).toHaveText('0');

  // ... and sets it to Shipped on the order's page: the history gains the step.
  await admin.getByRole('combobox', { name: 'Update Status' }).selectOption('shipped');
  await admin.getByRole('dialog', { name: 'Change order status' }).getByRole('button', { name: 'Change Status' }).click();
  await expect(admin.getByText('Order status updated to Shipped').first()).toBeVisible();
  await expect(admin.getByRole('combobox', { name: 'Update Status' })).toHaveValue('shipped');
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Shipped');

  // The customer, in the same tab, opens the order: Shipped, with the shipped step current.
  await card.getByRole('link', { name: `View Details of order ${orderNumber}` }).click();
  await expect(shopper).toHaveURL(new RegExp(`/order/${orderNumber}$`));
  await expect(shopper.getByTestId('order-status').first()).toHaveText(/shipped/i);
  const timeline = shopper.getByRole('list', { name: 'Order status timeline' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Shipped');

  // Their invoice, from their order page.
  const own = await downloadPdf(shopper);
  expect(own.name).toBe(`invoice-${orderNumber}.pdf`);
  expect(own.text.startsWith('%PDF-')).toBe(true);
  expect(own.text).toContain(`Invoice number: ${orderNumber}`);

  // Back to their orders (the list they saw Pending in): Shipped, with the package tracking.
  await shopper.goBack();
  await expect(shopper).toHaveURL(/\/orders$/);
  await expect(card.getByTestId('order-status')).toHaveText(/shipped/i);
  await card.getByRole('button', { name: 'Track Package' }).click();
  await expect(card.getByRole('list', { name: 'Order status timeline' }).locator('[aria-current="step"]')).toContainText('Shipped');

  // Tracking by number and phone says the same.
  await shopper.goto('/track-order');
  const track = shopper.getByRole('form', { name: 'Track order' });
  await track.getByRole('textbox', { name: 'Order Number' }).fill(orderNumber.toLowerCase());
  await track.getByRole('textbox', { name: 'Phone Number' }).fill(customer.phone);
  await track.getByRole('button', { name: 'Track Order' }).click();
  await expect(shopper.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(shopper.getByRole('list', { name: 'Order status timeline' }).locator('[aria-current="step"]')).toContainText('Shipped');

  // The admin prints the order: a window with the shop's header and the totals.
  const total = await orderTotal(admin, request, orderNumber);
  await admin.evaluate(`(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      const view = open(...args);
      if (view) {
        const stub = () => { window.printed = true; };
        view.print = stub;
        const close = view.document.close.bind(view.document);
        view.document.close = () => { close(); view.print = stub; };
      }
      return view;
    };
  })()`);
  const popupOpened = admin.waitForEvent('popup');
  await admin.getByRole('button', { name: 'Print Order' }).click();
  const printView = await popupOpened;
  await expect(printView.locator('header')).toContainText('Samani Furniture');
  await expect(printView.locator('header')).toContainText('+254 712 345 678');
  await expect(printView.locator('h1')).toHaveText(`Order ${orderNumber}`);
  await expect(printView.locator('.totals')).toContainText('Subtotal');
  await expect(printView.locator('.totals')).toContainText('VAT (16%)');
  await expect(printView.locator('.totals .grand')).toContainText(ksh(total));
  await expect.poll(() => admin.evaluate<boolean>('window.printed === true')).toBe(true);
  await printView.close();

  // ... and downloads the PDF invoice: the shop, the KRA PIN, the order and its total.
  const invoice = await downloadPdf(admin);
  expect(invoice.name).toBe(`invoice-${orderNumber}.pdf`);
  expect(invoice.text.startsWith('%PDF-1.4')).toBe(true);
  expect(invoice.text.trimEnd().endsWith('%%EOF')).toBe(true);
  for (const expected of ['TAX INVOICE', 'Samani Furniture', 'KRA PIN: P000000000X', `Invoice number: ${orderNumber}`, 'Order status: Shipped', invoiceAmount(total)]) {
    expect(invoice.text, expected).toContain(expected);
  }

  await customerContext.close();
  await adminContext.close();
});
