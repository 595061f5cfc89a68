-- When our client gave up waiting for Daraja's answer to a push (it may still have reached the
-- payer): from then on a kept callback for the same payer and amount may be this prompt's.
ALTER TABLE payment_attempts ADD COLUMN push_gave_up_at TIMESTAMPTZ;

-- How a kept paid callback that no prompt could take ended: Daraja's STK query confirmed the
-- money ('refund_due', published as payment.unmatched for the admin's refunds due) or denied it
-- ('not_paid'). last_checked_at spaces the queries while Daraja cannot say.
ALTER TABLE unmatched_callbacks
    ADD COLUMN resolution      TEXT CHECK (resolution IN ('refund_due', 'not_paid')),
    ADD COLUMN resolved_at     TIMESTAMPTZ,
    ADD COLUMN last_checked_at TIMESTAMPTZ,
    ADD CHECK ((resolution IS NULL) = (resolved_at IS NULL));

-- The kept paid callbacks a prompt to the same payer for the same amount may take.
CREATE INDEX unmatched_callbacks_payer ON unmatched_callbacks (phone, amount_cents, received_at)
    WHERE matched_at IS NULL AND resolution IS NULL;
-- The prompts such a callback may belong to.
CREATE INDEX payment_attempts_unanswered ON payment_attempts (phone, amount_cents, created_at)
    WHERE checkout_request_id IS NULL AND method = 'mpesa';
