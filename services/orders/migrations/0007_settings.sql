-- The shop's business settings as data (DECISIONS.md "Business settings"): one row, edited by an
-- admin, read by every quote and placement. The defaults are the shop's figures before settings
-- became data (KSh 500 delivery, free above KSh 50,000, KSh 100 cash on delivery, VAT 16%).
-- Money in integer cents; the VAT rate in basis points (1600 = 16%).
CREATE TABLE shop_settings (
    -- Only one row: its key can only be TRUE.
    id                            BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
    delivery_fee_cents            BIGINT NOT NULL DEFAULT 50000 CHECK (delivery_fee_cents >= 0),
    -- Delivery is free when the subtotal EXCEEDS this.
    free_delivery_threshold_cents BIGINT NOT NULL DEFAULT 5000000
                                      CHECK (free_delivery_threshold_cents >= 0),
    cod_fee_cents                 BIGINT NOT NULL DEFAULT 10000 CHECK (cod_fee_cents >= 0),
    vat_rate_bp                   INT NOT NULL DEFAULT 1600 CHECK (vat_rate_bp BETWEEN 0 AND 10000),
    contact_name                  TEXT NOT NULL DEFAULT 'Samani Furniture',
    contact_phone                 TEXT NOT NULL DEFAULT '+254 712 345 678',
    contact_email                 TEXT NOT NULL DEFAULT 'sales@samanifurniture.co.ke',
    contact_address               TEXT NOT NULL
                                      DEFAULT 'Samani House, Ground Floor, Ngong Road, Kilimani, Nairobi, P.O. Box 10234-00100',
    -- KRA PIN on tax invoices; a placeholder until the shop's own is entered.
    kra_pin                       TEXT NOT NULL DEFAULT 'P000000000X',
    updated_at                    TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The admin who saved them last ('' for the defaults).
    updated_by                    TEXT NOT NULL DEFAULT ''
);

INSERT INTO shop_settings DEFAULT VALUES;

-- The VAT rate an order was charged, so its invoice shows the rate of its day; orders placed
-- before settings became data were charged 16%.
ALTER TABLE orders
    ADD COLUMN vat_rate_bp INT NOT NULL DEFAULT 1600 CHECK (vat_rate_bp BETWEEN 0 AND 10000);
