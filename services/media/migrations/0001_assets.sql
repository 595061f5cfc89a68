-- Uploaded pictures (docs/decisions.md, "Media"). The stored file is the normalised original
-- (orientation applied, metadata dropped) at i/<public_id>/original under MEDIA_DIR; variants are
-- files beside it, rendered on first request. The checksum of the bytes as uploaded is unique,
-- so the same file uploaded twice is one asset.
CREATE TABLE assets (
    public_id  TEXT PRIMARY KEY CHECK (public_id ~ '^[a-z0-9]{8,64}$'),
    -- Who uploaded it: the signed-in user's id, or empty for an upload the signature alone
    -- authenticated.
    owner      TEXT NOT NULL DEFAULT '',
    folder     TEXT NOT NULL,
    width      INTEGER NOT NULL CHECK (width > 0),
    height     INTEGER NOT NULL CHECK (height > 0),
    format     TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
    bytes      BIGINT NOT NULL CHECK (bytes > 0),
    sha256     TEXT NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
