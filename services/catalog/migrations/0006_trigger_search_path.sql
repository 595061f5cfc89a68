-- A trigger function runs with the search_path of the session that wrote the table, so an
-- operator's `UPDATE catalog.products ...` from psql (search_path "$user", public) failed:
-- `log_product_changes` could not find `product_changes`. Each function now carries its own
-- search_path: the one this migration runs with, the service's schema (shop_common::db), so it
-- finds its tables whoever writes and whatever the schema is called.
ALTER FUNCTION log_product_changes() SET search_path FROM CURRENT;
ALTER FUNCTION notify_products_changed() SET search_path FROM CURRENT;
