-- The admin catalogue (issue 14): products written by admins, and the admin's listing over the
-- whole catalogue (search, sorts, paging) kept fast at 100,000 products.
--
-- Length caps: the catalog service refuses longer values with a message first
-- (src/domain/product_form.rs, where each limit is defined); these checks are the last line.
ALTER TABLE products
    ADD CONSTRAINT products_description_length CHECK (length(description) <= 5000),
    ADD CONSTRAINT products_short_texts_length CHECK (
        length(material) <= 100 AND length(color) <= 100 AND length(dimensions) <= 100
        AND length(brand) <= 100),
    ADD CONSTRAINT products_images_count CHECK (cardinality(images) <= 10),
    ADD CONSTRAINT products_tags_count CHECK (cardinality(tags) <= 20);

-- The admin search matches any part of the name or description, case-insensitively
-- (`lower(name || ' ' || description) LIKE '%words%'`): a trigram index answers it without
-- reading every row. pg_trgm is a trusted extension: the database owner may create it. When it
-- is already installed in another schema, its operator class is named by that schema.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DO $$
DECLARE
    ext_schema TEXT;
BEGIN
    SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
    EXECUTE format(
        'CREATE INDEX products_admin_text ON products USING GIN '
        '((lower(name || '' '' || description)) %I.gin_trgm_ops)', ext_schema);
END
$$;

-- The admin's sorts not served by an index yet (name, price and newest are, from 0001/0002),
-- alone and within a category or subcategory (price and newest are, from 0001/0002). The stock
-- index also carries what the stat cards sum, so they are counted from the index alone.
CREATE INDEX products_stock ON products (stock, id) INCLUDE (price_cents, featured);
CREATE INDEX products_category_sort ON products (category_slug, subcategory_slug, id);
CREATE INDEX products_category_stock ON products (category_slug, stock, id);
CREATE INDEX products_category_name ON products (category_slug, name, id);
CREATE INDEX products_subcategory_stock ON products (subcategory_slug, stock, id);
CREATE INDEX products_subcategory_name ON products (subcategory_slug, name, id);
