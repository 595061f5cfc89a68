// Daraja callbacks through the whole stack, measured from outside (Node 20, no dependencies).
// Places ORDERS M-Pesa orders through the gateway and sends each one's STK push with the
// simulator's "no callback" number, so nothing settles on its own. Then it has the simulator
// deliver every callback (POST /simulator/callbacks/{id}/resend answers once the gateway has
// answered Daraja), CONCURRENCY at a time, and polls each order until it shows Paid:
//   callback -> gateway -> payments (checks, STK query, attempt settled, payment.succeeded in the
//   outbox) -> RabbitMQ -> orders (payment applied) -> GET /api/orders/{id} says Paid.
// Prints callbacks per second and the p50/p99 of callback-answered and callback-to-Paid times.
const BASE = process.env.BENCH_BASE;
const SIM = process.env.DARAJA_SIM_BASE;
const ORDERS = Number(process.env.ORDERS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const PRODUCT = Number(process.env.PRODUCT_ID ?? 1);
const NO_CALLBACK_PHONE = '254708370004';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function call(method, url, token, body) {
  const response = await fetch(url, {
    method,
    headers: token ? { ...json, Authorization: `Bearer ${token}` } : json,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function pool(items, size, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const email = `bench-pay-${Date.now()}@example.co.ke`;
const { token } = await call('POST', `${BASE}/auth/register`, null, {
  name: 'Bench Payer',
  email,
  phone: '0712345678',
  password: 'bench-password-1',
});

// Setting up: orders and prompts (not measured).
const prompts = await pool(Array.from({ length: ORDERS }), 8, async () => {
  const placed = await call('POST', `${BASE}/api/orders`, token, {
    items: [{ productId: PRODUCT, quantity: 1 }],
    firstName: 'Bench', lastName: 'Payer', email, phone: '0712345678',
    address: '12 Moi Avenue', city: 'Nairobi', state: 'Nairobi', zipCode: '00100',
    paymentMethod: 'mpesa',
  });
  const push = await call('POST', `${BASE}/api/mpesa/stkpush`, token, {
    orderId: placed.order_id,
    phoneNumber: NO_CALLBACK_PHONE,
  });
  return { orderId: placed.order_id, checkoutRequestId: push.checkoutRequestId };
});
await sleep(1500); // the simulated payers have answered; STK query knows the results

const answered = [];
const paid = [];
const started = performance.now();
await pool(prompts, CONCURRENCY, async ({ orderId, checkoutRequestId }) => {
  const t0 = performance.now();
  const resent = await call('POST', `${SIM}/simulator/callbacks/${checkoutRequestId}/resend`);
  if (resent.status !== 200) throw new Error(`the gateway answered the callback ${resent.status}`);
  answered.push(performance.now() - t0);
  for (;;) {
    const order = await call('GET', `${BASE}/api/orders/${orderId}`, token);
    if (order.payment_status === 'Paid') break;
    if (performance.now() - t0 > 30_000) throw new Error(`order ${orderId} not Paid after 30 s`);
    await sleep(20);
  }
  paid.push(performance.now() - t0);
});
const seconds = (performance.now() - started) / 1000;

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`callbacks: ${ORDERS} in ${seconds.toFixed(2)} s = ${(ORDERS / seconds).toFixed(1)} callbacks/s (${CONCURRENCY} at a time)`);
console.log(`callback answered to Daraja: p50 ${ms(percentile(answered, 50))}, p99 ${ms(percentile(answered, 99))}`);
console.log(`callback to order Paid:      p50 ${ms(percentile(paid, 50))}, p99 ${ms(percentile(paid, 99))}, max ${ms(Math.max(...paid))}`);
