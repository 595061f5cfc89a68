import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JSON_HEADERS, type Product } from './support/shop';

/**
 * Paying through the real stack: the payments service talks to the Daraja simulator (outcome
 * chosen by the payer's number, callback to the gateway's secret path) and to the sandbox card
 * and PayPal provider; orders marks the order Paid on payment.succeeded. The checkout polls
 * M-Pesa every 10 s, as the spec says, so M-Pesa journeys take a little over 10 s per outcome.
 */

type Customer = { email: string; password: string };

const MPESA_SUCCESS = '254708374149';
const MPESA_CANCELLED = '254708370000';
/** The Daraja simulator the stack started: its control pays a Paybill like a shopper (README "Test payments"). */
const DARAJA_SIM = `http://${process.env.DARAJA_SIM_ADDR ?? '127.0.0.1:8089'}`;

async function aProductInStock(request: APIRequestContext, offset: number): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_desc', { headers: JSON_HEADERS });
  const products = ((await response.json()) as { products: Product[] }).products.filter((p) => p.stock >= 5);
  expect(products.length).toBeGreaterThan(offset);
  return products[offset];
}

async function signedInCustomer(page: Page, request: APIRequestContext): Promise<Customer> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = { email: `mwangi-${unique}@example.co.ke`, password: 'karibu-2026' };
  const registered = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: 'Mwangi Njoroge', email: customer.email, phone: '0712345678', password: customer.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  return customer;
}

/** One product in the cart, then the checkout with the shipping details filled in. */
async function checkoutWith(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kenyatta Avenue 4');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Nairobi');
  await page.getByRole('combobox', { name: 'County', exact: true }).selectOption({ label: 'Nairobi' });
  await page.getByRole('textbox', { name: 'Postal Code', exact: true }).fill('00100');
}

async function orderNumberOnConfirmation(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('confirmation-payment-status')).toHaveText(/paid/i, { timeout: 20_000 });
  return (await page.getByTestId('order-number').innerText()).trim().replace(/^#/, '');
}

async function expectPaidInHistory(page: Page, orderNumber: string) {
  await page.goto('/orders');
  const card = page.getByTestId(`order-${orderNumber}`);
  await expect(card.getByTestId('payment-status')).toHaveText(/^paid/i);
}

test('M-Pesa with the success number ends on the confirmation and the order is Paid', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInCustomer(page, request);
  await checkoutWith(page, await aProductInStock(request, 0));
  await expect(page.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
  await expect(page.getByRole('note', { name: 'M-Pesa test mode' })).toBeVisible();
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill('0812345678');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid Kenyan phone number (254712345678)')).toBeVisible();

  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('status', { name: 'Waiting for Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Waiting for Payment...' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  const receipt = (await page.getByTestId('payment-reference').innerText()).trim();
  expect(receipt).toMatch(/[A-Z0-9]{10}/);
  await page.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  const orderNumber = await orderNumberOnConfirmation(page);
  await expect(page.getByTestId('transaction-id')).toContainText(receipt);
  await expectPaidInHistory(page, orderNumber);
});

test('M-Pesa cancelled by the payer shows Payment Failed; Try Again with the success number pays the same order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, request);
  await checkoutWith(page, await aProductInStock(request, 1));
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_CANCELLED);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const firstOrder = ((await (await placed).json()) as { public_id: string }).public_id;

  const failed = page.getByRole('alert', { name: 'Payment Failed' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('Request cancelled by user');

  let placedAgain = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders') && r.method() === 'POST') placedAgain = true;
  });
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill(MPESA_SUCCESS);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  const orderNumber = await orderNumberOnConfirmation(page);
  expect(orderNumber).toBe(firstOrder);
  expect(placedAgain, 'Try Again pays the same order').toBe(false);
  await expectPaidInHistory(page, orderNumber);
});

test('a declined test card, then an approved one on the same order', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await checkoutWith(page, await aProductInStock(request, 2));
  await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await expect(page.getByRole('note', { name: 'Test payments' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card Number' }).fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Expiry Date' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Cardholder Name' }).fill('Mwangi Njoroge');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert', { name: 'Payment Failed' })).toContainText('Your card was declined');

  await page.getByRole('textbox', { name: 'Card Number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const orderNumber = await orderNumberOnConfirmation(page);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('4242');
  await expectPaidInHistory(page, orderNumber);
});

test('PayPal pays the order', async ({ page, request }) => {
  await signedInCustomer(page, request);
  await checkoutWith(page, await aProductInStock(request, 3));
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('textbox', { name: 'PayPal Email' }).fill('decline@example.com');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert', { name: 'Payment Failed' })).toBeVisible();

  await page.getByRole('textbox', { name: 'PayPal Email' }).fill('mwangi.pays@example.com');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const orderNumber = await orderNumberOnConfirmation(page);
  await expectPaidInHistory(page, orderNumber);
});

test('a failed prompt shows the Paybill instructions; paying the Paybill with the order number pays the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, request);
  await checkoutWith(page, await aProductInStock(request, 4));
  // The cancelling test number, typed as a Kenyan writes it.
  await page.getByRole('textbox', { name: 'M-Pesa Phone Number' }).fill('0708 370 000');
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const order = (await (await placed).json()) as { public_id: string };

  const failed = page.getByRole('alert', { name: 'Payment Failed' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  const instructions = failed.getByTestId('paybill-instructions');
  await expect(instructions).toBeVisible();
  await expect(instructions.getByRole('heading')).toHaveText(`Pay via M-Pesa Paybill 174379, account ${order.public_id}`);
  await expect(instructions.getByTestId('paybill-amount')).toHaveText(/^KSh [0-9,]+$/);
  const amount = Number((await instructions.getByTestId('paybill-amount').innerText()).replace(/[^0-9]/g, ''));

  // The shopper pays the Paybill from their phone: the simulator sends the validation, then the confirmation.
  const paid = await request.post(`${DARAJA_SIM}/simulator/c2b/pay`, { data: { account: order.public_id, amount } });
  expect(paid.status(), await paid.text()).toBe(200);
  const payment = (await paid.json()) as { status: string; transId: string };
  expect(payment.status).toBe('completed');

  // The page notices by itself.
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-reference')).toHaveText(payment.transId);
  await page.getByRole('button', { name: 'Continue to Order Confirmation' }).click();
  const orderNumber = await orderNumberOnConfirmation(page);
  expect(orderNumber).toBe(order.public_id);
  await expectPaidInHistory(page, orderNumber);
});
