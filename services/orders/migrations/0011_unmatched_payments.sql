-- M-Pesa payments Daraja confirmed that match no prompt the shop can apply them to
-- (payment.unmatched): recorded with the order of the closest prompt when there is one, without
-- an order otherwise, and listed under refunds due.
ALTER TABLE order_payment_events ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE order_payment_events DROP CONSTRAINT order_payment_events_outcome_check;
ALTER TABLE order_payment_events ADD CONSTRAINT order_payment_events_outcome_check
    CHECK (outcome IN ('applied', 'already_paid', 'order_cancelled', 'order_not_found',
                       'not_awaiting_payment', 'underpaid', 'unmatched'));
