-- Payment attempts and their full history. Money in integer cents. An attempt is one M-Pesa
-- prompt or one card or PayPal charge for one order; its events keep every transition and every
-- raw Daraja callback body, including callbacks that matched nothing.
CREATE TABLE payment_attempts (
    id                   UUID PRIMARY KEY,
    -- The orders service's order (UUID and order number) and its owner.
    order_id             UUID NOT NULL,
    public_id            TEXT NOT NULL,
    user_id              TEXT NOT NULL,
    method               TEXT NOT NULL CHECK (method IN ('mpesa', 'card', 'paypal')),
    -- 'daraja' for M-Pesa; the card and PayPal provider's name ('sandbox').
    provider             TEXT NOT NULL,
    status               TEXT NOT NULL DEFAULT 'pending'
                             CHECK (status IN ('pending', 'succeeded', 'failed')),
    -- What is charged: M-Pesa whole shillings (the total rounded up), else the order's total.
    amount_cents         BIGINT NOT NULL CHECK (amount_cents > 0),
    order_total_cents    BIGINT NOT NULL,
    -- M-Pesa: the payer's MSISDN (2547XXXXXXXX), Daraja's ids, the receipt once known. The
    -- unique keys make a duplicate callback (same CheckoutRequestID or receipt) change nothing.
    phone                TEXT,
    merchant_request_id  TEXT,
    checkout_request_id  TEXT UNIQUE,
    mpesa_receipt_number TEXT UNIQUE,
    -- Daraja's (or the provider's) last word: result code and description.
    result_code          INT,
    result_desc          TEXT NOT NULL DEFAULT '',
    -- Card and PayPal: the provider's transaction id; a card's brand and last four digits only.
    transaction_id       TEXT UNIQUE,
    card_brand           TEXT,
    card_last4           TEXT CHECK (card_last4 ~ '^[0-9]{4}$'),
    paypal_email         TEXT,
    -- A newer prompt for the same order. A superseded prompt still settles (the payer may have
    -- answered it): its money is real.
    superseded_by        UUID REFERENCES payment_attempts (id),
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- When Daraja accepted the prompt.
    pushed_at            TIMESTAMPTZ,
    -- The last STK query, so the poll and the sweeper do not hammer Daraja.
    last_queried_at      TIMESTAMPTZ,
    settled_at           TIMESTAMPTZ,
    CHECK ((status = 'pending') = (settled_at IS NULL)),
    CHECK (method <> 'mpesa' OR phone IS NOT NULL)
);

CREATE INDEX payment_attempts_order ON payment_attempts (order_id, created_at DESC);
-- The sweeper's work: prompts still pending.
CREATE INDEX payment_attempts_pending ON payment_attempts (pushed_at) WHERE status = 'pending';

CREATE TABLE payment_attempt_events (
    id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- NULL for a callback that names no attempt of ours.
    attempt_id          UUID REFERENCES payment_attempts (id),
    -- created, pushed, push_failed, superseded, callback, callback_unknown, callback_mismatch,
    -- callback_duplicate, callback_malformed, query, query_failed, succeeded, failed,
    -- charge_failed, refund_due
    kind                TEXT NOT NULL,
    checkout_request_id TEXT,
    result_code         INT,
    detail              TEXT NOT NULL DEFAULT '',
    -- The raw callback or query answer, as received.
    body                TEXT,
    source_ip           TEXT,
    at                  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payment_attempt_events_attempt ON payment_attempt_events (attempt_id, id);
CREATE INDEX payment_attempt_events_checkout ON payment_attempt_events (checkout_request_id);
