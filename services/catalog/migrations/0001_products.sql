-- The catalogue. Money in integer cents; weight in tenths of a kilogram; rating in tenths of a star.
CREATE TABLE products (
    id                   BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name                 TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    description          TEXT NOT NULL DEFAULT '',
    price_cents          BIGINT NOT NULL CHECK (price_cents >= 0),
    original_price_cents BIGINT CHECK (original_price_cents IS NULL OR original_price_cents >= 0),
    images               TEXT[] NOT NULL DEFAULT '{}',
    category_slug        TEXT NOT NULL,
    subcategory_slug     TEXT NOT NULL,
    material             TEXT NOT NULL DEFAULT '',
    color                TEXT NOT NULL DEFAULT '',
    dimensions           TEXT NOT NULL DEFAULT '',
    weight_tenths_kg     INT NOT NULL DEFAULT 0 CHECK (weight_tenths_kg >= 0),
    brand                TEXT NOT NULL DEFAULT '',
    assembly_required    BOOLEAN NOT NULL DEFAULT FALSE,
    stock                INT NOT NULL DEFAULT 0 CHECK (stock >= 0),
    rating_tenths        INT NOT NULL DEFAULT 40 CHECK (rating_tenths BETWEEN 0 AND 50),
    reviews              INT NOT NULL DEFAULT 0 CHECK (reviews >= 0),
    featured             BOOLEAN NOT NULL DEFAULT FALSE,
    badge                TEXT NOT NULL DEFAULT '',
    free_delivery        BOOLEAN NOT NULL DEFAULT FALSE,
    express_delivery     BOOLEAN NOT NULL DEFAULT FALSE,
    tags                 TEXT[] NOT NULL DEFAULT '{}',
    on_sale              BOOLEAN GENERATED ALWAYS AS
                             (original_price_cents IS NOT NULL AND original_price_cents > price_cents) STORED,
    search_text          TEXT GENERATED ALWAYS AS
                             (lower(name || ' ' || brand || ' ' || material || ' ' || color || ' '
                                    || replace(subcategory_slug, '-', ' '))) STORED,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Listing orders, each with the id as tie-breaker so pages never overlap.
CREATE INDEX products_newest ON products (created_at DESC, id DESC);
CREATE INDEX products_price ON products (price_cents, id);
CREATE INDEX products_name ON products (name, id);
CREATE INDEX products_rating ON products (rating_tenths DESC, id DESC);
CREATE INDEX products_category_newest ON products (category_slug, created_at DESC, id DESC);
CREATE INDEX products_category_price ON products (category_slug, price_cents, id);
CREATE INDEX products_subcategory_newest ON products (subcategory_slug, created_at DESC, id DESC);
CREATE INDEX products_subcategory_price ON products (subcategory_slug, price_cents, id);
CREATE INDEX products_featured ON products (created_at DESC, id DESC) WHERE featured;
CREATE INDEX products_on_sale ON products (created_at DESC, id DESC) WHERE on_sale;
CREATE INDEX products_tags ON products USING GIN (tags);

-- Every change to products, whatever wrote it, tells the catalog service to drop its cached
-- listings (one notification per statement, so a bulk load sends one).
CREATE FUNCTION notify_products_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('catalog_products_changed', TG_OP);
    RETURN NULL;
END
$$;

CREATE TRIGGER products_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
