-- A trigger function runs with the search_path of the session that wrote the table, so an
-- operator's `UPDATE orders.orders ...` from psql (search_path "$user", public) failed:
-- `order_figures_track` could not find `order_figures_add`, nor that one `order_figures`. Each
-- function now carries its own search_path: the one this migration runs with, the service's
-- schema (shop_common::db), so it finds its tables whoever writes and whatever the schema is
-- called.
ALTER FUNCTION order_figures_track() SET search_path FROM CURRENT;
ALTER FUNCTION order_figures_add(TIMESTAMPTZ, TEXT, BIGINT, BIGINT) SET search_path FROM CURRENT;
