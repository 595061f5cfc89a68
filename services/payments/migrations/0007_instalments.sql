-- Lipa Mdogo Mdogo (issue 24, part 7): an order paid in M-Pesa instalments takes several
-- successful attempts. `instalment`: the attempt pays part of a plan (its amount is what the
-- payer chose, up to the balance); `over_balance`: it was paid when the plan's balance was
-- already smaller (two prompts answered at once), so none of it counts: a refund due.
ALTER TABLE payment_attempts
    ADD COLUMN instalment   BOOLEAN NOT NULL DEFAULT FALSE,
    ADD COLUMN over_balance BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX payment_attempts_instalments_paid ON payment_attempts (order_id)
    WHERE instalment AND status = 'succeeded';
