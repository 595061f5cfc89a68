-- Issued sessions (issue 12): the id of every token signed from now on, so that a password
-- change can revoke every other session of the user and a reset all of them.
-- `sessions_revoked_at` is set by such a change; from then on a token of that user must be
-- listed here, which also refuses tokens signed before this table existed.

CREATE TABLE sessions (
    jti        UUID PRIMARY KEY,
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

ALTER TABLE users ADD COLUMN sessions_revoked_at TIMESTAMPTZ;
