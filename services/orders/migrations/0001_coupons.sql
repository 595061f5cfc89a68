-- Coupons are data (DECISIONS.md "Coupons"): a code is valid only while its campaign runs, and
-- the promo-code box shows only while some campaign runs. The weekday is read in the coupon's own
-- time zone.
CREATE TABLE coupons (
    -- Stored upper case; typed codes are compared upper-cased.
    code          TEXT PRIMARY KEY CHECK (code = upper(code) AND char_length(code) BETWEEN 1 AND 40),
    description   TEXT NOT NULL DEFAULT '',
    free_shipping BOOLEAN NOT NULL DEFAULT FALSE,
    -- ISO weekdays (Monday 1 ... Sunday 7) on which the campaign runs; empty for every day.
    days_of_week  SMALLINT[] NOT NULL DEFAULT '{}'
                      CHECK (days_of_week <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::SMALLINT[]),
    timezone      TEXT NOT NULL DEFAULT 'Africa/Nairobi',
    active        BOOLEAN NOT NULL DEFAULT TRUE,
    -- Optional dates of the campaign: from starts_at (inclusive) until ends_at (exclusive).
    starts_at     TIMESTAMPTZ,
    ends_at       TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

-- The spec's one coupon: free shipping, on Mondays in Nairobi.
INSERT INTO coupons (code, description, free_shipping, days_of_week, timezone)
VALUES ('FREESHIP', 'Free shipping on every Monday order', TRUE, '{1}', 'Africa/Nairobi');
