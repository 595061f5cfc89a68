-- Lipa Mdogo Mdogo (issue 24, part 7; docs/decisions.md "Lipa Mdogo Mdogo"): an order paid in
-- M-Pesa instalments before delivery.

-- The plan as a shop setting: one row, its key can only be TRUE. Zero interest, no fee.
CREATE TABLE instalment_settings (
    id              BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
    enabled         BOOLEAN NOT NULL DEFAULT TRUE,
    deposit_percent INTEGER NOT NULL DEFAULT 25 CHECK (deposit_percent BETWEEN 10 AND 90),
    instalments     INTEGER NOT NULL DEFAULT 3 CHECK (instalments BETWEEN 1 AND 12),
    interval_days   INTEGER NOT NULL DEFAULT 14 CHECK (interval_days BETWEEN 1 AND 60),
    min_total_cents BIGINT NOT NULL DEFAULT 2000000
                        CHECK (min_total_cents BETWEEN 100000 AND 1000000000),
    grace_days      INTEGER NOT NULL DEFAULT 3 CHECK (grace_days BETWEEN 0 AND 30),
    reminder_days   INTEGER NOT NULL DEFAULT 2 CHECK (reminder_days BETWEEN 1 AND 7),
    updated_by      TEXT NOT NULL DEFAULT '',
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO instalment_settings DEFAULT VALUES;

-- An order's plan: 'full' (paid at once) or 'lmm'; the grace it was placed with.
ALTER TABLE orders
    ADD COLUMN payment_plan TEXT NOT NULL DEFAULT 'full' CHECK (payment_plan IN ('full', 'lmm')),
    ADD COLUMN plan_grace_days INTEGER NOT NULL DEFAULT 0 CHECK (plan_grace_days >= 0);

-- Its schedule, computed once at placement from the order's final total (the deposit is 0);
-- the parts sum to the total rounded up to whole shillings. reminded_at: the reminder of the
-- part was sent (once).
CREATE TABLE order_instalments (
    order_id     UUID NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    number       INTEGER NOT NULL CHECK (number >= 0),
    amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
    due_on       DATE NOT NULL,
    reminded_at  TIMESTAMPTZ,
    PRIMARY KEY (order_id, number)
);
CREATE INDEX order_instalments_due ON order_instalments (due_on) WHERE reminded_at IS NULL;
CREATE INDEX orders_active_plans ON orders (created_at)
    WHERE payment_plan = 'lmm' AND status = 'pending' AND payment_status = 'Pending';

-- What payment.succeeded did for a plan: 'instalment' (counted towards it), 'overpaid' (more
-- than the balance: all of it due back), 'plan_cancelled' (counted, then the order was
-- cancelled or the plan lapsed: due back).
ALTER TABLE order_payment_events DROP CONSTRAINT order_payment_events_outcome_check;
ALTER TABLE order_payment_events ADD CONSTRAINT order_payment_events_outcome_check
    CHECK (outcome IN ('applied', 'already_paid', 'order_cancelled', 'order_not_found',
                       'not_awaiting_payment', 'underpaid', 'unmatched', 'instalment',
                       'overpaid', 'plan_cancelled'));
CREATE INDEX order_payment_events_instalments ON order_payment_events (order_id)
    WHERE outcome = 'instalment';
