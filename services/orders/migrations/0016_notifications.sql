-- Customers told at every step (issue 23, part 5): each message sent, once per event and
-- channel. A row is written the moment the provider took the message (or when it can never be
-- sent: no usable address), outside the consumer's transaction, so a retry after another
-- channel failed sends only what is missing.
CREATE TABLE notifications_sent (
    -- The event's message id (the outbox row of orders or payments).
    message_id  UUID NOT NULL,
    channel     TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    -- placed, paid, shipped, delivered, cancelled, refunded.
    step        TEXT NOT NULL,
    order_id    UUID NOT NULL,
    public_id   TEXT NOT NULL,
    recipient   TEXT NOT NULL,
    -- sent: the provider took it; skipped: the address cannot take it (an invalid phone).
    status      TEXT NOT NULL CHECK (status IN ('sent', 'skipped')),
    -- The provider's id of the message (Africa's Talking's messageId), or why it was skipped.
    detail      TEXT NOT NULL DEFAULT '',
    sent_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (message_id, channel)
);

CREATE INDEX notifications_sent_order ON notifications_sent (order_id, sent_at);

-- Mail kept instead of sent when no SMTP server is configured (the embedded setup, tests); the
-- gateway's /dev/mailbox lists it beside auth's (shop_common::mail::DevMailbox).
CREATE TABLE dev_mailbox (
    id         UUID PRIMARY KEY,
    to_address TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_newest ON dev_mailbox (created_at DESC);
