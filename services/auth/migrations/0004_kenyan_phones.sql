-- Issue 23: one phone rule for the whole shop (shop_common::phone). Account phones are kept as
-- 2547XXXXXXXX / 2541XXXXXXXX; a 10-digit mobile number stored before is rewritten to that form.
-- Any other 10-digit number stored before (a landline) stays as it was until its owner edits it.
ALTER TABLE users DROP CONSTRAINT users_phone_check;
UPDATE users SET phone = '254' || substr(phone, 2) WHERE phone ~ '^0[17][0-9]{8}$';
ALTER TABLE users ADD CONSTRAINT users_phone_check
    CHECK (phone ~ '^(254[17][0-9]{8}|[0-9]{10})?$');
