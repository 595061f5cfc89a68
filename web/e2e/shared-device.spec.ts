import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JSON_HEADERS, type Product } from './support/shop';

/**
 * A shared device (issue 12): shopper A registers, fills a cart and a wishlist, and signs out;
 * the device then holds nothing of A's; shopper B signs in on the same browser and neither B's
 * lists on the device nor the ones the server keeps for B carry anything of A's. A's account
 * keeps A's lists.
 */

type Shopper = { first: string; email: string; password: string };

function newShopper(first: string): Shopper {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { first, email: `${first.toLowerCase()}-${unique}@example.co.ke`, password: 'karibu-2026' };
}

async function productsInStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/products?limit=40&sort=price_asc', { headers: JSON_HEADERS });
  expect(response.ok()).toBeTruthy();
  const picked = ((await response.json()) as { products: Product[] }).products.filter((p) => p.stock >= 5).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate<string | null>("localStorage.getItem('token') ?? sessionStorage.getItem('token')")) ?? '';
}

/** The product ids of the cart and the wishlist the server keeps for the holder of `bearer`. */
async function savedLists(request: APIRequestContext, bearer: string): Promise<{ cart: number[]; wishlist: number[] }> {
  const headers = { ...JSON_HEADERS, Authorization: `Bearer ${bearer}` };
  const ids = async (path: string) => {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
  };
  return { cart: await ids('/api/cart'), wishlist: await ids('/api/wishlist') };
}

async function deviceLists(page: Page): Promise<{ cart: unknown; wishlist: unknown }> {
  const read = (key: string) => page.evaluate<string | null>(`localStorage.getItem('${key}')`);
  return { cart: JSON.parse((await read('cart')) ?? '[]') as unknown, wishlist: JSON.parse((await read('wishlist')) ?? '[]') as unknown };
}

test('a shopper who signs out leaves nothing on the device for the next one', async ({ page, request }) => {
  const [sofa, table] = await productsInStock(request, 2);
  const a = newShopper('Amani');
  const b = newShopper('Baraka');
  const registered = await request.post('/auth/register', {
    headers: JSON_HEADERS,
    data: { name: `${b.first} Mwangi`, email: b.email, phone: '0712345678', password: b.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // Shopper A registers on this device.
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(a.first);
  await form.getByLabel('Last name').fill('Njoroge');
  await form.getByLabel('Email').fill(a.email);
  await form.getByLabel('Phone number').fill('0712345678');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(a.password);
  await form.getByLabel('Confirm password').fill(a.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful!').first()).toBeVisible();

  // A fills the cart and the wishlist; the server keeps them for A.
  await page.goto(`/product/${sofa.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart', exact: true })).toBeVisible();
  await page.goto(`/product/${table.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!', exact: true })).toBeVisible();
  const aToken = await token(page);
  await expect
    .poll(() => savedLists(request, aToken), { timeout: 10_000, message: "A's lists saved on the server" })
    .toEqual({ cart: [sofa.id], wishlist: [table.id] });

  // A signs out: the device's cart and wishlist are empty.
  await page.getByRole('banner').getByRole('button', { name: `${a.first} account` }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  expect(await deviceLists(page)).toEqual({ cart: [], wishlist: [] });
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // Shopper B signs in on the same browser.
  await page.goto('/login');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(b.email);
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(b.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  const bToken = await token(page);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  // Past the lists' save debounce: nothing of A's reached B's account.
  await page.waitForTimeout(1_500);
  expect(await savedLists(request, bToken)).toEqual({ cart: [], wishlist: [] });
  // A's account still has A's lists.
  const aAgain = await request.post('/auth/login', { headers: JSON_HEADERS, data: { email: a.email, password: a.password } });
  expect(aAgain.status()).toBe(200);
  expect(await savedLists(request, ((await aAgain.json()) as { token: string }).token)).toEqual({ cart: [sofa.id], wishlist: [table.id] });
});
