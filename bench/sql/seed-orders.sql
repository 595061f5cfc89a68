-- :orders generated orders (psql variable `orders`) in the orders schema of the current
-- search_path: 20,000 customers with 5 orders each on average (the same phone and name on each),
-- spread over the last two years, one line each, the status history of their status, and
-- statuses and payment methods in a plausible mix. Deterministic: order g always gets the same
-- order number (g times an odd constant modulo 32^8, written in Crockford's base32, so every
-- number is different), customer, time and status.
\set ON_ERROR_STOP on
CREATE TEMP TABLE bench_names AS
SELECT
    ARRAY['Wanjiku', 'Otieno', 'Akinyi', 'Kamau', 'Njeri', 'Mwangi', 'Achieng', 'Kiprono', 'Chebet',
          'Mutua', 'Wambui', 'Ouma', 'Nyambura', 'Kariuki', 'Atieno', 'Kipchoge', 'Muthoni', 'Omondi',
          'Jepkosgei', 'Njoroge'] AS first,
    ARRAY['Kamau', 'Ouma', 'Otieno', 'Wanjiru', 'Mwangi', 'Kiptoo', 'Odhiambo', 'Njoroge', 'Mutiso',
          'Chepkoech', 'Maina', 'Onyango', 'Wekesa', 'Barasa', 'Kimani', 'Rotich', 'Achieng', 'Gitau',
          'Langat', 'Nduta', 'Macharia', 'Owino', 'Cherono', 'Muriuki', 'Adhiambo'] AS last,
    ARRAY['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos'] AS city,
    '0123456789ABCDEFGHJKMNPQRSTVWXYZ'::text AS alphabet;

CREATE TEMP TABLE bench_orders AS
SELECT
    g,
    customer,
    -- A number per order: g * an odd constant is a permutation modulo 2^40.
    (g::bigint * 2654435761) % 1099511627776 AS number,
    ((g::bigint * 48271) % 1000) AS dice,
    ((g::bigint * 69621) % 97) AS dice2,
    now() - (((g::bigint * 7877) % (730 * 86400)) * interval '1 second') AS created_at
FROM generate_series(1, :orders) AS g,
     LATERAL (SELECT ((g::bigint * 40503) % 20000) AS customer) c;

INSERT INTO orders (id, public_id, user_id, status, payment_method, payment_status,
                    subtotal_cents, shipping_cents, vat_cents, cod_fee_cents, total_cents,
                    customer_name, email, phone, address, city, county, postal_code,
                    created_at, updated_at)
SELECT
    gen_random_uuid(),
    'SF' || (SELECT string_agg(substr(n.alphabet, ((o.number >> (5 * i)) & 31)::int + 1, 1), '' ORDER BY i)
             FROM generate_series(0, 7) AS i),
    'bench-customer-' || o.customer,
    status,
    method,
    CASE WHEN status IN ('delivered', 'shipped') OR (method <> 'cod' AND status = 'processing')
         THEN 'Paid' ELSE 'Pending' END,
    subtotal,
    shipping,
    round(subtotal * 0.16)::bigint,
    cod_fee,
    subtotal + shipping + round(subtotal * 0.16)::bigint + cod_fee,
    n.first[1 + o.customer % 20] || ' ' || n.last[1 + (o.customer / 20) % 25],
    'customer' || o.customer || '@example.co.ke',
    CASE WHEN o.customer % 3 = 0 THEN '+254 7' ELSE '07' END
        || lpad(((o.customer * 7919 + 10000000) % 100000000)::text, 8, '0'),
    (o.customer % 300 + 1) || ' Moi Avenue',
    n.city[1 + o.customer % 8],
    n.city[1 + o.customer % 8],
    '00100',
    o.created_at,
    o.created_at
FROM bench_orders o
CROSS JOIN bench_names n,
LATERAL (SELECT
    -- Old orders are mostly delivered; a recent one may still be on its way.
    CASE WHEN o.dice < 60 THEN 'cancelled'
         WHEN o.created_at < now() - interval '14 days' THEN 'delivered'
         WHEN o.dice < 400 THEN 'pending'
         WHEN o.dice < 600 THEN 'processing'
         WHEN o.dice < 800 THEN 'shipped'
         ELSE 'delivered' END AS status,
    (ARRAY['mpesa', 'mpesa', 'mpesa', 'card', 'cod', 'cod', 'paypal'])[1 + o.dice2 % 7] AS method,
    (5000 + (o.g::bigint * 104729) % 295000) * 100 AS subtotal) s,
LATERAL (SELECT
    CASE WHEN s.subtotal > 5000000 THEN 0 ELSE 50000 END AS shipping,
    CASE WHEN s.method = 'cod' THEN 10000 ELSE 0 END AS cod_fee) f;

INSERT INTO order_items (order_id, position, product_id, name, unit_price_cents, quantity, category)
SELECT id, 0, 1 + abs(hashtext(public_id)) % 2000, 'Bench product ' || (1 + abs(hashtext(public_id)) % 2000),
       subtotal_cents, 1, 'Living Room - Sofas'
FROM orders WHERE user_id LIKE 'bench-customer-%';

INSERT INTO order_status_history (order_id, status, changed_at)
SELECT id, 'pending', created_at FROM orders WHERE user_id LIKE 'bench-customer-%';
INSERT INTO order_status_history (order_id, status, changed_at)
SELECT id, status, created_at + interval '1 day' FROM orders
WHERE user_id LIKE 'bench-customer-%' AND status <> 'pending';

-- The paid orders' money in the books (migration 0012), paid (or collected) when placed.
UPDATE orders SET paid_at = created_at,
                  cod_collected_at = CASE WHEN payment_method = 'cod' THEN created_at END
WHERE user_id LIKE 'bench-customer-%' AND payment_status = 'Paid';
WITH paid AS (
    INSERT INTO ledger_entries (order_id, public_id, kind, method, reference, at, goods_cents,
                                delivery_cents, vat_cents, cod_fee_cents, total_cents)
    SELECT id, public_id, CASE WHEN payment_method = 'cod' THEN 'cod_collected' ELSE 'payment' END,
           payment_method, '', paid_at, subtotal_cents, shipping_cents, vat_cents, cod_fee_cents,
           total_cents
    FROM orders WHERE user_id LIKE 'bench-customer-%' AND payment_status = 'Paid'
    RETURNING id, order_id
)
INSERT INTO ledger_lines (entry_id, product_id, name, category, units, amount_cents)
SELECT paid.id, i.product_id, i.name, i.category, i.quantity, i.unit_price_cents * i.quantity
FROM paid JOIN order_items i ON i.order_id = paid.order_id;

ANALYZE orders;
ANALYZE order_items;
ANALYZE order_status_history;
ANALYZE ledger_entries;
ANALYZE ledger_lines;
