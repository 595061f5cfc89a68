-- Newsletter subscribers and contact-form messages (DECISIONS.md: both are real and stored).
CREATE TABLE newsletter_subscriptions (
    email         TEXT PRIMARY KEY CHECK (email = lower(email) AND length(email) <= 254),
    subscribed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
    id         UUID PRIMARY KEY,
    name       TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    email      TEXT NOT NULL CHECK (length(email) <= 254),
    phone      TEXT NOT NULL DEFAULT '' CHECK (length(phone) <= 30),
    subject    TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
    message    TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC);
