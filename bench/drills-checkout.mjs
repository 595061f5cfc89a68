// Checkout load for the fault drills (Node 20, no dependencies). BUYERS shoppers place
// cash-on-delivery orders of 1-2 units of PRODUCTS products for DURATION_S seconds, each order
// with its own Idempotency-Key, retrying the same key (as the web app does) on a 5xx or a lost
// connection until it gets a definite answer, for up to RETRY_WINDOW_S (60 s). Prints one JSON line: how many
// orders were placed, how many answers were 5xx or lost, how many keys ended without a definite
// answer, how many retries were refused as another request (422, a fault: the body is the same),
// and every key -> order id seen (a key answered with two different orders is a duplicate).
import { randomUUID } from 'node:crypto';

const BASE = process.env.BENCH_BASE;
const BUYERS = Number(process.env.BUYERS ?? 8);
const DURATION_S = Number(process.env.DURATION_S ?? 40);
const PRODUCTS = (process.env.PRODUCTS ?? '1,2,3').split(',').map(Number);
// How long a shopper keeps retrying one key (longer than the outage being drilled).
const RETRY_WINDOW_MS = Number(process.env.RETRY_WINDOW_S ?? 60) * 1000;

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function register(i) {
  const email = `drill-${i}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.ke`;
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      const response = await fetch(`${BASE}/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: `Drill ${i}`, email, phone: '0712345678', password: 'drill-password-1' }),
      });
      if (response.ok) return (await response.json()).token;
    } catch {}
    await sleep(500);
  }
  throw new Error('could not register a drill shopper');
}

const stats = { placed: 0, outOfStock: 0, unconfirmed: 0, lost: 0, otherErrors: 0, undecided: 0, status500: 0, keyReused: 0 };
const orderOfKey = new Map();
const duplicates = [];

async function placeOnce(token, key, body) {
  const deadline = Date.now() + RETRY_WINDOW_MS;
  while (Date.now() < deadline) {
    let response;
    try {
      response = await fetch(`${BASE}/api/orders`, {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    } catch {
      stats.lost++;
      await sleep(300);
      continue;
    }
    const text = await response.text();
    if (response.status >= 500) {
      stats.unconfirmed++;
      if (response.status === 500) stats.status500++;
      await sleep(300);
      continue;
    }
    if (response.status === 201) {
      const id = JSON.parse(text).order_id;
      const seen = orderOfKey.get(key);
      if (seen && seen !== id) duplicates.push({ key, first: seen, second: id });
      if (!seen) stats.placed++;
      orderOfKey.set(key, id);
      return;
    }
    if (response.status === 409) stats.outOfStock++;
    // The same body under the same key is the same request: a 422 here is a fault.
    else if (response.status === 422) stats.keyReused++;
    else stats.otherErrors++;
    return;
  }
  stats.undecided++;
}

async function buyer(i) {
  const token = await register(i);
  const end = Date.now() + DURATION_S * 1000;
  while (Date.now() < end) {
    const product = PRODUCTS[Math.floor(Math.random() * PRODUCTS.length)];
    const body = {
      items: [{ productId: product, quantity: 1 + Math.floor(Math.random() * 2) }],
      firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@example.co.ke', phone: '0712 345 678',
      address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100', paymentMethod: 'cod',
    };
    const key = randomUUID();
    await placeOnce(token, key, body);
    // A repeat of an answered key must give the same order.
    if (orderOfKey.has(key) && Math.random() < 0.1) await placeOnce(token, key, body);
  }
}

await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
console.log(JSON.stringify({ ...stats, keys: orderOfKey.size, duplicates: duplicates.length, orderIds: [...orderOfKey.values()] }));
