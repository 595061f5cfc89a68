-- The trace context and request id of the work that wrote each event, so the relay can send them
-- as AMQP headers and the consumer continues the same trace (issue 22). Nullable, no default:
-- a catalog-only change, quick under the start-up lock timeout.
ALTER TABLE event_outbox
    ADD COLUMN IF NOT EXISTS traceparent TEXT,
    ADD COLUMN IF NOT EXISTS request_id  TEXT;
