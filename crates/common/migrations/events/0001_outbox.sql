-- The outbox, the processed-message ledger and the dead letters of a service that publishes or
-- consumes events (shop_common::events), in the service's own schema. IF NOT EXISTS: a database
-- from before these migrations already has them (they were created at every start then).
CREATE TABLE IF NOT EXISTS event_outbox (
    seq          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id           UUID NOT NULL UNIQUE,
    routing_key  TEXT NOT NULL,
    payload      BYTEA NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    published_at TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS event_outbox_unpublished ON event_outbox (seq)
    WHERE published_at IS NULL;

CREATE TABLE IF NOT EXISTS event_processed (
    consumer     TEXT NOT NULL,
    message_id   UUID NOT NULL,
    processed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, message_id)
);

-- Messages a consumer could not handle, kept until an admin replays them (they are never
-- deleted: a replayed one keeps its row, with the time it was replayed).
CREATE TABLE IF NOT EXISTS event_dead_letters (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    consumer     TEXT NOT NULL,
    message_id   UUID,
    routing_key  TEXT NOT NULL,
    payload      BYTEA NOT NULL,
    attempts     INT NOT NULL,
    reason       TEXT NOT NULL,
    error        TEXT NOT NULL,
    dead_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    replayed_at  TIMESTAMPTZ,
    replay_error TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS event_dead_letters_message
    ON event_dead_letters (consumer, message_id);

-- NOTIFY is delivered at commit, so the relay wakes exactly when an event is visible. Its own
-- search_path (the service's schema, as this runs), like every trigger function of the shop's
-- schemas, so a write from any session runs it alike.
CREATE OR REPLACE FUNCTION event_outbox_notify() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    PERFORM pg_notify('event_outbox', TG_TABLE_SCHEMA);
    RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS event_outbox_inserted ON event_outbox;
CREATE TRIGGER event_outbox_inserted AFTER INSERT ON event_outbox
    FOR EACH STATEMENT EXECUTE FUNCTION event_outbox_notify();
