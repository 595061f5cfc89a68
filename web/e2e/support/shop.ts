import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What the journeys share: the admin's sign-in, money as the web writes it, a product to buy. */

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_EMAIL = 'admin@samanifurniture.co.ke';
export const JSON_HEADERS = { Accept: 'application/json' };

/** The demo admin's password, written by the run and test commands. */
export function adminPassword(): string {
  const file = path.resolve(WEB_DIR, process.env.ADMIN_PASSWORD_FILE ?? '../.run/admin-password');
  return readFileSync(file, 'utf8').trim();
}

/** As the web app writes money (web/src/lib/format.ts): 'KSh 12,500' or 'KSh 1,299.50'. */
export function ksh(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const digits = Number.isInteger(rounded) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `KSh ${new Intl.NumberFormat('en-KE', digits).format(rounded)}`;
}

/** Signs in on /login's form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export type Product = { id: number; name: string; stock: number };

/** One of the cheapest products with at least 5 in stock. */
export async function aProductInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const product = ((await response.json()) as { products: Product[] }).products.find((p) => p.stock >= 5);
  expect(product, 'a product with stock').toBeDefined();
  return product!;
}

/** The admin's bearer token, by the API's sign-in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email: ADMIN_EMAIL, password: adminPassword() } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** The subjects of the mail to `email` kept in the dev mailbox, oldest first (an admin's `token`). */
export async function mailSubjects(request: APIRequestContext, token: string, email: string): Promise<string[]> {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'text/html', Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const page = await response.text();
  return [...page.matchAll(/<strong>Subject:<\/strong> ([^<]*)<br>/g)].map((m) => m[1]).reverse();
}

/** The SMS simulator (Africa's Talking's stand-in) of this lane. */
export const SMS_BASE_URL = process.env.SMS_BASE_URL ?? 'http://127.0.0.1:8091';

export type Sms = { to: string; message: string };

/** The SMS the simulator sent about `orderNumber`, oldest first. */
export async function texts(request: APIRequestContext, orderNumber: string): Promise<Sms[]> {
  const response = await request.get(`${SMS_BASE_URL}/simulator/messages`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { messages: Sms[] }).messages.filter((m) => m.message.includes(orderNumber));
}
