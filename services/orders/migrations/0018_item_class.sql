-- The KRA item classification code of each order line (issue 23, parts 1 and 6): the class the
-- product had in the catalogue when the order was placed, sent to eTIMS on the sale's line and
-- with the item's registration. Lines stored before products had a class keep '' and are sold
-- under their category's default (shop_common::item_class).
ALTER TABLE order_items ADD COLUMN item_class text NOT NULL DEFAULT ''
    CHECK (item_class = '' OR item_class ~ '^[0-9]{8,10}$');
