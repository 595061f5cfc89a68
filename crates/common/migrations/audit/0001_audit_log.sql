-- The audit log of a service that records admin writes (shop_common::audit), in the service's
-- own schema. IF NOT EXISTS: a database from before these migrations already has it (it was
-- created at every start then).
CREATE TABLE IF NOT EXISTS audit_log (
    id        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    actor_id  TEXT NOT NULL,
    kind      TEXT NOT NULL,
    target    TEXT NOT NULL,
    summary   TEXT NOT NULL,
    before    JSONB,
    after     JSONB
);
CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_kind ON audit_log (kind, at DESC, id DESC);
