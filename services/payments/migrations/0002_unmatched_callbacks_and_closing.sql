-- Callbacks that named a CheckoutRequestID we did not know when they arrived (the push's answer
-- was still on its way, was lost to a timeout, or the service stopped in between). A callback
-- for a prompt the shop sent is never dropped: it waits here until the prompt it belongs to is
-- known (by its CheckoutRequestID once the push's answer is stored, or by payer, amount and time
-- for a push whose answer never came), and is then handled as if it had just arrived.
CREATE TABLE unmatched_callbacks (
    checkout_request_id TEXT PRIMARY KEY,
    merchant_request_id TEXT NOT NULL,
    result_code         BIGINT NOT NULL,
    -- On success: what was paid, by whom.
    amount_cents        BIGINT,
    phone               TEXT,
    body                TEXT NOT NULL,
    source_ip           TEXT,
    received_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    matched_attempt     UUID REFERENCES payment_attempts (id),
    matched_at          TIMESTAMPTZ
);

CREATE INDEX unmatched_callbacks_open ON unmatched_callbacks (received_at) WHERE matched_at IS NULL;

-- Orders the orders service is about to cancel as unpaid (ClosePayments): no new attempt is
-- started for them. Written only when no attempt of the order is pending or succeeded.
CREATE TABLE closed_orders (
    order_id  UUID PRIMARY KEY,
    closed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- An attempt's client-chosen key (Idempotency-Key): a repeated call with the same key answers
-- the attempt it started instead of charging again.
ALTER TABLE payment_attempts ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX payment_attempts_idempotency ON payment_attempts (order_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
