import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword } from './support/shop';

/**
 * Accounts through the real stack (gateway + auth service): registration, sign-in and out,
 * the profile, a password reset through the dev mailbox (read with an admin's token), and an
 * admin promoting a customer.
 * Every run registers fresh accounts. The admin password is read from the file named by
 * ADMIN_PASSWORD_FILE (default ../.run/admin-password, relative to web/).
 */

type Customer = { first: string; last: string; email: string; phone: string; password: string };

function newCustomer(first = 'Wanjiru'): Customer {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { first, last: 'Journey', email: `${first.toLowerCase()}-${unique}@example.co.ke`, phone: '0712345678', password: 'karibu-2026' };
}

/** Registers through the API (for journeys that are about something else). */
async function registerByApi(request: APIRequestContext, customer: Customer) {
  const response = await request.post('/auth/register', {
    headers: { Accept: 'application/json' },
    data: { name: `${customer.first} ${customer.last}`, email: customer.email, phone: customer.phone, password: customer.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function signIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (remember) await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

async function openAccountMenu(page: Page, name: string) {
  await accountButton(page, name).click();
}

test('a new customer registers, lands home signed in, signs out and signs in again', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });

  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();

  await form.getByLabel('First name').fill(customer.first);
  await form.getByLabel('Last name').fill(customer.last);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Phone number').fill('0712 345 678');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await form.getByLabel('Confirm password').fill(customer.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page, `${customer.first} account`);
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).click();

  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountButton(page, 'Account')).toBeVisible();

  await signIn(page, customer.email, customer.password, { remember: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, `${customer.first} account`)).toBeVisible();
});

test('a customer edits the profile and sees it after a reload', async ({ page, request }) => {
  const customer = newCustomer('Otieno');
  await registerByApi(request, customer);
  await signIn(page, customer.email, customer.password);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Address').fill('Moi Avenue 12, 3rd floor');
  await profile.getByLabel('City').fill('Mombasa');
  await profile.getByLabel('County').selectOption('Mombasa');
  await profile.getByLabel('Postal Code').fill('80100');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Profile' });
  await expect(reloaded.getByLabel('Address')).toHaveValue('Moi Avenue 12, 3rd floor');
  await expect(reloaded.getByLabel('City')).toHaveValue('Mombasa');
  await expect(reloaded.getByLabel('County')).toHaveValue('Mombasa');
  await expect(reloaded.getByLabel('Postal Code')).toHaveValue('80100');
});

/** The admin's bearer token, signed in through the API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/login', {
    headers: { Accept: 'application/json' },
    data: { email: ADMIN_EMAIL, password: adminPassword() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The newest reset link mailed to `email`, read from the dev mailbox, which answers only to a
 * signed-in admin (issue 12).
 */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const guest = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { Accept: 'text/html' } });
  expect(guest.status(), 'the mailbox is closed to guests').toBe(401);
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { Accept: 'text/html', Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status()).toBe(200);
  // Messages are listed newest first; hrefs are HTML-escaped.
  const href = /href="([^"]*reset-password\?token=[^"]*)"/.exec(await response.text())?.[1];
  expect(href, `no reset link for ${email} in the dev mailbox`).toBeTruthy();
  return href!.replaceAll('&amp;', '&');
}

test('forgot password: the emailed link sets a new password that signs in', async ({ page, request }) => {
  const customer = newCustomer('Achieng');
  await registerByApi(request, customer);

  await page.goto('/forgot-password');
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Password reset email sent!').first()).toBeVisible();

  const link = await resetLinkFor(request, customer.email);
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  const newPassword = 'mpya-siri-2026';
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();

  await signIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, `${customer.first} account`)).toBeVisible();
});

test('a customer opening /admin is sent home', async ({ page, request }) => {
  const customer = newCustomer('Kamau');
  await registerByApi(request, customer);
  await signIn(page, customer.email, customer.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/manage-users');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin promotes a customer, who then sees the admin menu', async ({ page, browser, request }) => {
  const customer = newCustomer('Njeri');
  await registerByApi(request, customer);
  await signIn(page, customer.email, customer.password);
  await expect(accountButton(page, `${customer.first} account`)).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, adminPassword());
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('link', { name: 'Manage Users' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
  const role = admin
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('combobox', { name: `Role for ${customer.first} ${customer.last}` });
  await expect(role).toHaveValue('user');
  await role.selectOption('admin');
  await expect(admin.getByText('User role updated successfully').first()).toBeVisible();
  await adminContext.close();

  await page.reload();
  await openAccountMenu(page, 'Admin account');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
});
