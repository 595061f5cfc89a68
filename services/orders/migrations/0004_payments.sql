-- How an order was paid (the payments service's payment.succeeded), why its last payment
-- attempt failed (payment.failed), and every payment event received, applied or not.
ALTER TABLE orders
    -- The M-Pesa receipt, or the card or PayPal transaction id.
    ADD COLUMN payment_reference TEXT NOT NULL DEFAULT '',
    ADD COLUMN paid_at           TIMESTAMPTZ,
    -- "Visa 4242", the M-Pesa number, the PayPal email.
    ADD COLUMN payer             TEXT NOT NULL DEFAULT '',
    -- The last failed attempt's reason, cleared once paid.
    ADD COLUMN payment_failure   TEXT NOT NULL DEFAULT '',
    ADD COLUMN payment_failed_at TIMESTAMPTZ;

-- The unpaid-order sweeper: online orders still awaiting payment, oldest first.
CREATE INDEX orders_awaiting_payment ON orders (created_at)
    WHERE status = 'pending' AND payment_status = 'Pending' AND payment_method <> 'cod';

CREATE TABLE order_payment_events (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The event's message id (the payments outbox row).
    message_id   UUID NOT NULL UNIQUE,
    -- No foreign key: an event may name an order that was deleted.
    order_id     UUID NOT NULL,
    payment_id   TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('succeeded', 'failed')),
    method       TEXT NOT NULL,
    reference    TEXT NOT NULL DEFAULT '',
    amount_cents BIGINT,
    -- What was done with it.
    outcome      TEXT NOT NULL CHECK (outcome IN ('applied', 'already_paid', 'order_cancelled',
                     'order_not_found', 'not_awaiting_payment', 'underpaid')),
    detail       TEXT NOT NULL DEFAULT '',
    received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX order_payment_events_order ON order_payment_events (order_id, id);
