-- An order placed with the spec's joined address that cannot be split keeps it whole in
-- `address`; its city, county and postal code are then empty (docs/decisions.md, "Orders
-- contract").
ALTER TABLE orders
    DROP CONSTRAINT orders_city_check,
    DROP CONSTRAINT orders_county_check,
    DROP CONSTRAINT orders_postal_code_check,
    ADD CONSTRAINT orders_city_check CHECK (char_length(city) <= 100),
    ADD CONSTRAINT orders_county_check CHECK (char_length(county) <= 100),
    ADD CONSTRAINT orders_postal_code_check CHECK (char_length(postal_code) <= 20);
