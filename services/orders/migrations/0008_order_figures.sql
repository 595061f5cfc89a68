-- The admin dashboard's order figures kept as they change (docs/decisions.md "Admin dashboard"):
-- orders and their totals per Nairobi calendar month and status, so the figures are a read of a
-- few hundred rows instead of a pass over every order (bench/admin.sh: 100,000 orders).
-- A trigger on `orders` keeps them in the same transaction as the change. Each change lands on
-- one of 8 shards of its (month, status), so orders placed at the same time do not queue on one
-- row; the figures are the sums over the shards.
CREATE TABLE order_figures (
    -- The first day of the month, in Africa/Nairobi (the shop's time zone, as
    -- `repo::stats::SHOP_TIME_ZONE` says).
    month       DATE NOT NULL,
    status      TEXT NOT NULL,
    shard       SMALLINT NOT NULL,
    orders      BIGINT NOT NULL,
    total_cents BIGINT NOT NULL,
    PRIMARY KEY (month, status, shard)
);

CREATE FUNCTION order_figures_add(at TIMESTAMPTZ, order_status TEXT, n_orders BIGINT, n_cents BIGINT)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO order_figures (month, status, shard, orders, total_cents)
    VALUES (date_trunc('month', at AT TIME ZONE 'Africa/Nairobi')::date, order_status,
            floor(random() * 8)::smallint, n_orders, n_cents)
    ON CONFLICT (month, status, shard) DO UPDATE
        SET orders = order_figures.orders + EXCLUDED.orders,
            total_cents = order_figures.total_cents + EXCLUDED.total_cents;
$$;

CREATE FUNCTION order_figures_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.created_at = OLD.created_at
            AND NEW.total_cents = OLD.total_cents THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM order_figures_add(OLD.created_at, OLD.status, -1, -OLD.total_cents);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM order_figures_add(NEW.created_at, NEW.status, 1, NEW.total_cents);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER orders_figures
    AFTER INSERT OR DELETE OR UPDATE OF status, created_at, total_cents ON orders
    FOR EACH ROW EXECUTE FUNCTION order_figures_track();

INSERT INTO order_figures (month, status, shard, orders, total_cents)
SELECT date_trunc('month', created_at AT TIME ZONE 'Africa/Nairobi')::date, status, 0, count(*),
       sum(total_cents)
FROM orders
GROUP BY 1, 2;
