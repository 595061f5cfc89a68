-- Delivery and pickup by county (docs/decisions.md "Delivery and pickup by county (issue 24,
-- part 4)"): the zones and pickup points an admin edits (one row; absent: the shop's defaults,
-- `domain::delivery::DeliverySettings::default`), and the promise each order keeps.
CREATE TABLE delivery_settings (
    id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
    -- `domain::delivery::DeliverySettings` as JSON: {zones: [...], pickup_points: [...]}.
    settings JSONB NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_by TEXT NOT NULL DEFAULT ''
);

-- The choice the order was placed with (`domain::delivery::Choice` as JSON: method, county,
-- zone, pickup point, fee, window dates); NULL for orders placed before zones.
ALTER TABLE orders ADD COLUMN delivery JSONB;
