-- Orders, their lines and their status history. Money in integer cents. The lines keep the
-- product as it was priced when the order was placed, so later catalogue changes never rewrite
-- an order.
CREATE TABLE orders (
    id                      UUID PRIMARY KEY,
    -- The order number shoppers see: SF and 8 characters of Crockford's base32. Collation C so
    -- the unique index also serves prefix searches.
    public_id               TEXT COLLATE "C" NOT NULL UNIQUE
                                CHECK (public_id ~ '^SF[0-9A-HJKMNP-TV-Z]{8}$'),
    -- The auth service's user id.
    user_id                 TEXT NOT NULL CHECK (user_id <> ''),
    status                  TEXT NOT NULL DEFAULT 'pending'
                                CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
    payment_method          TEXT NOT NULL CHECK (payment_method IN ('card', 'mpesa', 'paypal', 'cod')),
    payment_status          TEXT NOT NULL DEFAULT 'Pending' CHECK (payment_status IN ('Pending', 'Paid')),
    subtotal_cents          BIGINT NOT NULL CHECK (subtotal_cents >= 0),
    shipping_cents          BIGINT NOT NULL CHECK (shipping_cents >= 0),
    vat_cents               BIGINT NOT NULL CHECK (vat_cents >= 0),
    cod_fee_cents           BIGINT NOT NULL CHECK (cod_fee_cents >= 0),
    total_cents             BIGINT NOT NULL,
    -- '' when shipping was paid, else why it was free.
    free_shipping_reason    TEXT NOT NULL DEFAULT '' CHECK (free_shipping_reason IN ('', 'threshold', 'coupon')),
    -- The coupon as applied, upper case.
    coupon_code             TEXT,
    customer_name           TEXT NOT NULL CHECK (char_length(customer_name) BETWEEN 1 AND 100),
    email                   TEXT NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
    phone                   TEXT NOT NULL CHECK (char_length(phone) BETWEEN 9 AND 40),
    -- The last 9 digits of the phone: how /track-order and the admin search compare numbers
    -- (0712345678 and 254712345678 are the same phone).
    phone_key               TEXT COLLATE "C" GENERATED ALWAYS AS
                                (right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)) STORED,
    address                 TEXT NOT NULL CHECK (char_length(address) BETWEEN 1 AND 200),
    city                    TEXT NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
    county                  TEXT NOT NULL CHECK (char_length(county) BETWEEN 1 AND 100),
    postal_code             TEXT NOT NULL CHECK (char_length(postal_code) BETWEEN 1 AND 20),
    delivery_instructions   TEXT NOT NULL DEFAULT '' CHECK (char_length(delivery_instructions) <= 500),
    preferred_delivery_time TEXT NOT NULL DEFAULT ''
                                CHECK (preferred_delivery_time IN ('', 'morning', 'afternoon', 'evening', 'anytime')),
    created_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (total_cents = subtotal_cents + shipping_cents + vat_cents + cod_fee_cents)
);

-- A user's orders, newest first.
CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC, id DESC);
-- The admin list, newest first, all or one status.
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_newest ON orders (status, created_at DESC, id DESC);
-- Admin search: order number prefix (the unique index above), phone prefix, any word of the
-- customer's name by prefix.
CREATE INDEX orders_phone_key ON orders (phone_key);
CREATE INDEX orders_customer_name_words ON orders USING GIN (to_tsvector('simple', customer_name));
-- Revenue by calendar month: index-only sums over orders that count.
CREATE INDEX orders_revenue_by_time ON orders (created_at) INCLUDE (total_cents)
    WHERE status <> 'cancelled';

CREATE TABLE order_items (
    order_id         UUID NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    -- The line's place in the order, from 0.
    position         SMALLINT NOT NULL CHECK (position >= 0),
    product_id       BIGINT NOT NULL,
    name             TEXT NOT NULL,
    unit_price_cents BIGINT NOT NULL CHECK (unit_price_cents >= 0),
    quantity         INT NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    image            TEXT NOT NULL DEFAULT '',
    -- 'Living Room - Sofas'.
    category         TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (order_id, position),
    UNIQUE (order_id, product_id)
);

CREATE TABLE order_status_history (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id   UUID NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    status     TEXT NOT NULL
                   CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
    changed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX order_status_history_order ON order_status_history (order_id, id);
