-- Accounts (DECISIONS.md "Accounts"): users with argon2id password hashes, revoked token ids,
-- password-reset tokens (only their SHA-256 is kept) and the development mailbox.

CREATE TABLE users (
    id            UUID PRIMARY KEY,
    name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    email         TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    phone         TEXT NOT NULL DEFAULT '' CHECK (phone ~ '^([0-9]{10})?$'),
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    address       TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 200),
    city          TEXT NOT NULL DEFAULT '' CHECK (length(city) <= 100),
    state         TEXT NOT NULL DEFAULT '' CHECK (length(state) <= 100),
    zip_code      TEXT NOT NULL DEFAULT '' CHECK (length(zip_code) <= 20),
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One account per address whatever its case; sign-in looks addresses up through this index.
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
-- The admin list: newest first, optionally one role.
CREATE INDEX users_newest ON users (created_at DESC, id);
CREATE INDEX users_admins ON users (id) WHERE role = 'admin';

-- Logged-out tokens, kept until they would have expired anyway.
CREATE TABLE revoked_tokens (
    jti        UUID PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
    user_id    UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user ON password_resets (user_id) WHERE used_at IS NULL;
CREATE INDEX password_resets_expiry ON password_resets (expires_at);

-- Mail kept instead of sent when no SMTP server is configured (the embedded setup, tests).
CREATE TABLE dev_mailbox (
    id         UUID PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_newest ON dev_mailbox (created_at DESC);
