-- Discount codes an admin creates (docs/decisions.md "Discount codes (issue 23, part 6)"):
-- a coupon is free shipping (FREESHIP, its weekdays kept), a percentage of the goods or an
-- amount off them, with a minimum goods subtotal and limits of uses in total and per customer.
ALTER TABLE coupons
    ADD COLUMN kind TEXT NOT NULL DEFAULT 'free_shipping'
        CHECK (kind IN ('free_shipping', 'percent', 'amount')),
    -- Percent codes: 1..100 of the goods subtotal.
    ADD COLUMN percent_off SMALLINT NOT NULL DEFAULT 0,
    -- Amount codes: KSh off the goods, in cents (capped at the goods subtotal when applied).
    ADD COLUMN amount_off_cents BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN min_subtotal_cents BIGINT NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
    -- NULL: no limit.
    ADD COLUMN usage_limit INT CHECK (usage_limit IS NULL OR usage_limit > 0),
    ADD COLUMN per_customer_limit INT CHECK (per_customer_limit IS NULL OR per_customer_limit > 0),
    ADD CONSTRAINT coupons_kind_amounts CHECK (
        (kind = 'free_shipping' AND free_shipping AND percent_off = 0 AND amount_off_cents = 0)
        OR (kind = 'percent' AND NOT free_shipping AND percent_off BETWEEN 1 AND 100
            AND amount_off_cents = 0)
        OR (kind = 'amount' AND NOT free_shipping AND percent_off = 0 AND amount_off_cents > 0)
    );

-- One row per order placed with a code: the uses. A use is taken in the placing transaction
-- after the coupon's row is locked (so a limit is never exceeded), given back (released_at) when
-- the order is cancelled before it was paid, and gone with the order when an admin deletes it.
CREATE TABLE coupon_uses (
    order_id    UUID PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
    code        TEXT NOT NULL REFERENCES coupons (code) ON UPDATE CASCADE,
    user_id     TEXT NOT NULL,
    used_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    released_at TIMESTAMPTZ
);
CREATE INDEX coupon_uses_counted ON coupon_uses (code, user_id) WHERE released_at IS NULL;

-- The discount of an order (goods, before VAT) and of each of its lines: VAT is charged on the
-- goods less their discount, and the lines' discounts add up to the order's.
-- The total's rule becomes total = subtotal - discount + shipping + vat + cod_fee (the new
-- check is added NOT VALID and validated apart, so the table is not locked while it is read).
ALTER TABLE orders
    ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0,
    ADD CONSTRAINT orders_discount_check
        CHECK (discount_cents >= 0 AND discount_cents <= subtotal_cents) NOT VALID,
    DROP CONSTRAINT orders_check,
    ADD CONSTRAINT orders_total_check
        CHECK (total_cents = subtotal_cents - discount_cents + shipping_cents + vat_cents
               + cod_fee_cents) NOT VALID;
ALTER TABLE orders VALIDATE CONSTRAINT orders_discount_check;
ALTER TABLE orders VALIDATE CONSTRAINT orders_total_check;
ALTER TABLE order_items
    ADD COLUMN discount_cents BIGINT NOT NULL DEFAULT 0
        CHECK (discount_cents >= 0 AND discount_cents <= unit_price_cents * quantity);
