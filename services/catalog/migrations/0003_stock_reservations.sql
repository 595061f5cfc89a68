-- Stock held for orders (ReserveStock, ReleaseStock and the order.cancelled consumer): one row
-- per product of an order's reservation, `line` keeping the request order.
--
-- Every reservation has a line 1, so the primary key is also the order's claim: a second
-- ReserveStock for the same order conflicts on it and answers the reservation already made
-- instead of taking stock again. `released_at` is set once, by the one UPDATE that finds it NULL,
-- which makes release exactly-once. Rows are kept after release so a late retry changes nothing.
--
-- No foreign key to products: a product may be deleted while orders that reserved it live on.
CREATE TABLE stock_reservations (
    order_id    UUID NOT NULL,
    line        INT NOT NULL CHECK (line >= 1),
    product_id  BIGINT NOT NULL,
    quantity    INT NOT NULL CHECK (quantity >= 1),
    reserved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    released_at TIMESTAMPTZ,
    PRIMARY KEY (order_id, line),
    UNIQUE (order_id, product_id)
);
