-- The admin's inbox (issue 23, part 6): a contact message is new until an admin marks it
-- handled, kept with who and when. docs/decisions.md "Messages, newsletter and the admin's eTIMS
-- view".
ALTER TABLE contact_messages
    ADD COLUMN handled_at TIMESTAMPTZ,
    ADD COLUMN handled_by UUID,
    ADD CONSTRAINT contact_messages_handled_both CHECK ((handled_at IS NULL) = (handled_by IS NULL));

-- The unread count and the "new" filter read only the new messages.
CREATE INDEX contact_messages_new ON contact_messages (created_at DESC) WHERE handled_at IS NULL;

-- The subscriber list newest first.
CREATE INDEX newsletter_subscriptions_newest ON newsletter_subscriptions (subscribed_at DESC);
