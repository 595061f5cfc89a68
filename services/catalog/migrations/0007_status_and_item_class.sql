-- Draft and hidden products, and the KRA item class of each product (issue 23, parts 6 and 1).
--
-- status: live products are listed, searched, shown and sold; a draft is being prepared and a
-- hidden product was taken off the shop: neither reaches shoppers or orders (every public read
-- filters on it). Existing products are live.
-- item_class: the KRA item classification code eTIMS registers the product under; '' means the
-- category's default (shop_common::item_class owns that table and the format, 8-10 digits).
ALTER TABLE products
    ADD COLUMN status text NOT NULL DEFAULT 'live'
        CONSTRAINT products_status CHECK (status IN ('live', 'draft', 'hidden')),
    ADD COLUMN item_class text NOT NULL DEFAULT ''
        CONSTRAINT products_item_class CHECK (item_class = '' OR item_class ~ '^[0-9]{8,10}$');

-- The admin's status filter; the shop's reads select the live products, nearly all of them, so
-- their listing indexes stay as they are.
CREATE INDEX products_status ON products (status, id) WHERE status <> 'live';
