-- Refunds paid back through M-Pesa (issue 23, parts 3 and 7): a refund due is marked with the
-- payments service's refund that paid it back (payment.refunded), once.
ALTER TABLE order_payment_events
    ADD COLUMN refund_id      UUID,
    ADD COLUMN refunded_at    TIMESTAMPTZ,
    ADD COLUMN refund_receipt TEXT;

-- Every payment.refunded / payment.refund_failed orders received, and what it did with it.
CREATE TABLE order_refund_events (
    message_id   UUID PRIMARY KEY,
    refund_id    UUID NOT NULL,
    order_id     UUID,
    source       TEXT NOT NULL,
    -- paid | failed.
    kind         TEXT NOT NULL CHECK (kind IN ('paid', 'failed')),
    amount_cents BIGINT NOT NULL,
    receipt      TEXT NOT NULL DEFAULT '',
    -- What it did: booked (the order's money in the books went down), unbooked (money never
    -- applied to an order: no books entry), failed.
    outcome      TEXT NOT NULL,
    detail       TEXT NOT NULL DEFAULT '',
    received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX order_refund_events_order ON order_refund_events (order_id);
