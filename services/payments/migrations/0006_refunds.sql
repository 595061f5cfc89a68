-- Money paid back through M-Pesa (issue 23, part 3): one row per payment given back (its
-- `source`, unique: a payment is never refunded twice), sent by reversal (the whole payment,
-- by its receipt) or B2C (to the payer's phone), settled only by Daraja's result or its
-- transaction status answer.
--   requested -> sent -> paid | failed; requested -> failed (Daraja refused the request);
--   sent -> requested (Daraja's status API says it never got it: sent again, same originator
--   id); failed -> requested only by a new request (a retry), under a new originator id.
CREATE TABLE refunds (
    id                         UUID PRIMARY KEY,
    -- attempt:<uuid>, stk:<CheckoutRequestID>, c2b:<TransID>, c2b-excess:<TransID>.
    source                     TEXT NOT NULL UNIQUE,
    order_id                   UUID,
    public_id                  TEXT NOT NULL DEFAULT '',
    user_id                    TEXT NOT NULL DEFAULT '',
    kind                       TEXT NOT NULL CHECK (kind IN ('reversal', 'b2c')),
    -- Whole shillings, as M-Pesa moves them.
    amount_cents               BIGINT NOT NULL CHECK (amount_cents > 0 AND amount_cents % 100 = 0),
    phone                      TEXT NOT NULL DEFAULT '',
    -- The receipt of the payment given back (the reversal's TransactionID).
    payment_reference          TEXT NOT NULL,
    status                     TEXT NOT NULL DEFAULT 'requested'
                                   CHECK (status IN ('requested', 'sent', 'paid', 'failed')),
    -- Ours, unique, kept before anything is sent; a new one only after a failure Daraja
    -- reported (generation + 1).
    generation                 INT NOT NULL DEFAULT 1,
    originator_conversation_id TEXT NOT NULL UNIQUE,
    conversation_id            TEXT,
    receipt                    TEXT UNIQUE,
    result_code                TEXT NOT NULL DEFAULT '',
    result_desc                TEXT NOT NULL DEFAULT '',
    requested_by               TEXT NOT NULL,
    created_at                 TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The last time the request went to Daraja (answered or not).
    last_sent_at               TIMESTAMPTZ,
    send_tries                 INT NOT NULL DEFAULT 0,
    sent_at                    TIMESTAMPTZ,
    timed_out_at               TIMESTAMPTZ,
    status_queries             INT NOT NULL DEFAULT 0,
    last_queried_at            TIMESTAMPTZ,
    settled_at                 TIMESTAMPTZ,
    CHECK ((status IN ('paid', 'failed')) = (settled_at IS NOT NULL)),
    CHECK (status <> 'paid' OR receipt IS NOT NULL)
);

CREATE INDEX refunds_order ON refunds (order_id, created_at);
CREATE INDEX refunds_open ON refunds (status) WHERE status IN ('requested', 'sent');

-- Every client key that asked for a refund: the same key answers the same refund.
CREATE TABLE refund_requests (
    idempotency_key TEXT PRIMARY KEY,
    refund_id       UUID NOT NULL REFERENCES refunds (id),
    requested_by    TEXT NOT NULL,
    at              TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A refund's history: requests, acknowledgements, every result and timeout body as received
-- (also those that matched no refund), status queries.
CREATE TABLE refund_events (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    refund_id  UUID REFERENCES refunds (id),
    kind       TEXT NOT NULL,
    detail     TEXT NOT NULL DEFAULT '',
    body       TEXT,
    source_ip  TEXT,
    at         TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX refund_events_refund ON refund_events (refund_id, id);
