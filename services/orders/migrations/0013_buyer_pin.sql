-- The buyer's KRA PIN, for a business customer who claims input VAT (issue 23, eTIMS): printed
-- on the tax invoice and sent to KRA as custTin. Empty for consumers.
ALTER TABLE orders ADD COLUMN buyer_pin text NOT NULL DEFAULT ''
    CHECK (buyer_pin = '' OR buyer_pin ~ '^[A-Z][0-9]{9}[A-Z]$');
