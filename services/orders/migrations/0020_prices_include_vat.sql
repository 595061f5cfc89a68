-- Prices as Kenyan shoppers read them (docs/decisions.md "Prices as Kenyan shoppers read them
-- (issue 24, part 3)"): a shop setting says whether the catalogue's prices include VAT (ON, the
-- default: a shelf price is what the shopper pays per unit, and an order's VAT is the part
-- included in what it charges) or not (OFF: VAT on the goods is added on top, the rule before).
ALTER TABLE shop_settings
    ADD COLUMN prices_include_vat BOOLEAN NOT NULL DEFAULT TRUE;

-- Each order keeps the rule it was charged by. Orders placed before this migration had VAT
-- added on top (FALSE); every new order stores the setting of its placement.
ALTER TABLE orders
    ADD COLUMN prices_include_vat BOOLEAN NOT NULL DEFAULT FALSE;

-- total = goods less discount + delivery + COD fee, plus the VAT only when it was added on top;
-- an included VAT is never more than the total. (NOT VALID then validated apart, as 0019 did.)
ALTER TABLE orders
    DROP CONSTRAINT orders_total_check,
    ADD CONSTRAINT orders_total_check
        CHECK (total_cents = subtotal_cents - discount_cents + shipping_cents + cod_fee_cents
               + CASE WHEN prices_include_vat THEN 0 ELSE vat_cents END
               AND (NOT prices_include_vat OR vat_cents <= total_cents)) NOT VALID;
ALTER TABLE orders VALIDATE CONSTRAINT orders_total_check;
