-- Books that are true (issue 23, part 2; docs/decisions.md "Books that are true"): revenue is
-- money received, kept as an append-only ledger of money movements on orders.
--
-- A sale entry (one per order at most) is written when the money arrives: an online payment
-- applied to its order (payment.succeeded), or cash on delivery that staff marked collected. A
-- refund entry (negative amounts) is written when a refund is paid back. Each entry splits its
-- money as the order did (goods excl. VAT, delivery, VAT, COD fee) and carries its lines, so
-- products and categories sum to the goods figure, and the books survive the order's deletion.

-- Cash on delivery collected by staff, and the money paid back on the order.
ALTER TABLE orders
    ADD COLUMN cod_collected_at TIMESTAMPTZ,
    -- The admin who marked it (auth's user id).
    ADD COLUMN cod_collected_by TEXT NOT NULL DEFAULT '',
    ADD COLUMN refunded_cents   BIGINT NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);

-- Where the order's money stands, for the admin list's column and filter.
ALTER TABLE orders ADD COLUMN payment_state TEXT NOT NULL GENERATED ALWAYS AS (
    CASE
        WHEN payment_status = 'Paid' AND refunded_cents > 0 AND refunded_cents >= total_cents
            THEN 'refunded'
        WHEN payment_status = 'Paid' AND status = 'cancelled' THEN 'refund_due'
        WHEN payment_status = 'Paid' AND payment_method = 'cod' THEN 'cod_collected'
        WHEN payment_status = 'Paid' THEN 'paid'
        WHEN payment_method = 'cod' AND status <> 'cancelled' THEN 'cod_due'
        ELSE 'unpaid'
    END) STORED;

CREATE INDEX orders_payment_state_newest ON orders (payment_state, created_at DESC, id DESC);

CREATE TABLE ledger_entries (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- No foreign key: the books keep money an admin later deleted the order of.
    order_id       UUID NOT NULL,
    public_id      TEXT NOT NULL,
    kind           TEXT NOT NULL CHECK (kind IN ('payment', 'cod_collected', 'refund')),
    -- card | mpesa | paypal | cod: how the money moved.
    method         TEXT NOT NULL,
    -- The M-Pesa receipt, the card/PayPal transaction id, the refund's reference.
    reference      TEXT NOT NULL DEFAULT '',
    -- When the money moved (the payment's time, the collection, the refund's payout).
    at             TIMESTAMPTZ NOT NULL,
    goods_cents    BIGINT NOT NULL,
    delivery_cents BIGINT NOT NULL,
    vat_cents      BIGINT NOT NULL,
    cod_fee_cents  BIGINT NOT NULL,
    total_cents    BIGINT NOT NULL,
    -- A refund's idempotency key (the refund payout's id): a refund is recorded once.
    refund_key     TEXT,
    -- Who recorded it ('' for the payment events).
    actor_id       TEXT NOT NULL DEFAULT '',
    recorded_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (total_cents = goods_cents + delivery_cents + vat_cents + cod_fee_cents),
    CHECK (CASE WHEN kind = 'refund'
                THEN goods_cents <= 0 AND delivery_cents <= 0 AND vat_cents <= 0
                     AND cod_fee_cents <= 0 AND total_cents < 0 AND refund_key IS NOT NULL
                ELSE goods_cents >= 0 AND delivery_cents >= 0 AND vat_cents >= 0
                     AND cod_fee_cents >= 0 AND refund_key IS NULL END)
);

-- An order is sold once, whatever redelivers its payment or repeats its collection.
CREATE UNIQUE INDEX ledger_one_sale_per_order ON ledger_entries (order_id)
    WHERE kind <> 'refund';
CREATE UNIQUE INDEX ledger_refund_key ON ledger_entries (refund_key) WHERE kind = 'refund';
CREATE INDEX ledger_entries_at ON ledger_entries (at);
CREATE INDEX ledger_entries_order ON ledger_entries (order_id);

-- The entry's goods by product: the lines' amounts sum to the entry's goods.
CREATE TABLE ledger_lines (
    entry_id     BIGINT NOT NULL REFERENCES ledger_entries (id),
    product_id   BIGINT NOT NULL,
    name         TEXT NOT NULL,
    category     TEXT NOT NULL,
    -- Units sold (negative: units refunded).
    units        INT NOT NULL,
    amount_cents BIGINT NOT NULL,
    PRIMARY KEY (entry_id, product_id)
);

-- Money by Nairobi month, kept by a trigger in the entry's transaction (sharded as
-- order_figures is), so the dashboard's figures are a read of a few rows.
CREATE TABLE ledger_figures (
    month          DATE NOT NULL,
    shard          SMALLINT NOT NULL,
    sales          BIGINT NOT NULL,
    refunds        BIGINT NOT NULL,
    goods_cents    BIGINT NOT NULL,
    delivery_cents BIGINT NOT NULL,
    vat_cents      BIGINT NOT NULL,
    cod_fee_cents  BIGINT NOT NULL,
    total_cents    BIGINT NOT NULL,
    refunded_cents BIGINT NOT NULL,
    PRIMARY KEY (month, shard)
);

CREATE FUNCTION ledger_figures_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO ledger_figures (month, shard, sales, refunds, goods_cents, delivery_cents,
                                vat_cents, cod_fee_cents, total_cents, refunded_cents)
    VALUES (date_trunc('month', NEW.at AT TIME ZONE 'Africa/Nairobi')::date,
            floor(random() * 8)::smallint,
            CASE WHEN NEW.kind = 'refund' THEN 0 ELSE 1 END,
            CASE WHEN NEW.kind = 'refund' THEN 1 ELSE 0 END,
            NEW.goods_cents, NEW.delivery_cents, NEW.vat_cents, NEW.cod_fee_cents,
            NEW.total_cents, CASE WHEN NEW.kind = 'refund' THEN -NEW.total_cents ELSE 0 END)
    ON CONFLICT (month, shard) DO UPDATE SET
        sales = ledger_figures.sales + EXCLUDED.sales,
        refunds = ledger_figures.refunds + EXCLUDED.refunds,
        goods_cents = ledger_figures.goods_cents + EXCLUDED.goods_cents,
        delivery_cents = ledger_figures.delivery_cents + EXCLUDED.delivery_cents,
        vat_cents = ledger_figures.vat_cents + EXCLUDED.vat_cents,
        cod_fee_cents = ledger_figures.cod_fee_cents + EXCLUDED.cod_fee_cents,
        total_cents = ledger_figures.total_cents + EXCLUDED.total_cents,
        refunded_cents = ledger_figures.refunded_cents + EXCLUDED.refunded_cents;
    RETURN NULL;
END;
$$ SET search_path FROM CURRENT;

CREATE TRIGGER ledger_entries_figures AFTER INSERT ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_figures_track();

-- The books are append-only: a mistake is corrected by another entry, never by rewriting one.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the books are append-only: % on %', TG_OP, TG_TABLE_NAME;
END;
$$ SET search_path FROM CURRENT;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- The orders paid so far are sales from their payment's time.
WITH paid AS (
    INSERT INTO ledger_entries (order_id, public_id, kind, method, reference, at, goods_cents,
                                delivery_cents, vat_cents, cod_fee_cents, total_cents)
    SELECT id, public_id, 'payment', payment_method, payment_reference,
           coalesce(paid_at, updated_at), subtotal_cents, shipping_cents, vat_cents,
           cod_fee_cents, total_cents
    FROM orders WHERE payment_status = 'Paid'
    RETURNING id, order_id
)
INSERT INTO ledger_lines (entry_id, product_id, name, category, units, amount_cents)
SELECT paid.id, i.product_id, i.name, i.category, i.quantity, i.unit_price_cents * i.quantity
FROM paid JOIN order_items i ON i.order_id = paid.order_id;
