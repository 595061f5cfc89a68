-- The change log the search index follows (src/search/sync.rs): every statement that writes
-- products logs the ids it touched, in its own transaction, whatever wrote it. A TRUNCATE logs
-- one row without an id, meaning "everything". The catalog service prunes entries older than an
-- hour; an index starting up reads the whole table instead of the log.
CREATE TABLE product_changes (
    seq        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    product_id BIGINT,
    changed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_changes_changed_at ON product_changes (changed_at);

CREATE FUNCTION log_product_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        INSERT INTO product_changes (product_id) VALUES (NULL);
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO product_changes (product_id) SELECT id FROM old_rows;
    ELSE
        INSERT INTO product_changes (product_id) SELECT id FROM new_rows;
    END IF;
    RETURN NULL;
END
$$;

-- A trigger with transition tables takes one event, hence one trigger per kind of write.
CREATE TRIGGER products_logged_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
CREATE TRIGGER products_logged_update AFTER UPDATE ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
CREATE TRIGGER products_logged_delete AFTER DELETE ON products
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
CREATE TRIGGER products_logged_truncate AFTER TRUNCATE ON products
    FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
