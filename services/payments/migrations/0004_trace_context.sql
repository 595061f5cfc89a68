-- The trace context an attempt was started in (W3C traceparent), so the Daraja callback that
-- settles it, minutes later and from Safaricom, continues the checkout's trace (issue 22).
ALTER TABLE payment_attempts ADD COLUMN IF NOT EXISTS traceparent TEXT;
