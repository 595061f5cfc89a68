-- Paybill payments the shopper starts (C2B, issue 23): every confirmation Safaricom sends, kept
-- once by its TransID (a repeated confirmation changes nothing), with what was done with it. A
-- payment that pays an order has its attempt (method 'mpesa', provider 'daraja_c2b', the TransID
-- as its receipt); one that cannot pay an order (short, or for an unknown, closed or paid order)
-- has none and is published as payment.unmatched: a refund due.
CREATE TABLE c2b_payments (
    trans_id        TEXT PRIMARY KEY,
    -- The account the payer typed, as typed, and the order it named (when one exists).
    bill_ref_number TEXT NOT NULL,
    order_id        UUID,
    public_id       TEXT,
    amount_cents    BIGINT NOT NULL CHECK (amount_cents > 0),
    -- What the order asked for (its total rounded up to whole shillings), when one was named.
    due_cents       BIGINT,
    short_code      TEXT NOT NULL,
    -- Masked or hashed by Safaricom: never used to find the payer.
    msisdn          TEXT NOT NULL DEFAULT '',
    payer_name      TEXT NOT NULL DEFAULT '',
    trans_time      TEXT NOT NULL DEFAULT '',
    outcome         TEXT NOT NULL
                        CHECK (outcome IN ('paid', 'overpaid', 'underpaid', 'not_payable')),
    attempt_id      UUID REFERENCES payment_attempts (id),
    body            TEXT NOT NULL,
    source_ip       TEXT,
    received_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((attempt_id IS NOT NULL) = (outcome IN ('paid', 'overpaid')))
);

CREATE INDEX c2b_payments_order ON c2b_payments (order_id) WHERE order_id IS NOT NULL;
