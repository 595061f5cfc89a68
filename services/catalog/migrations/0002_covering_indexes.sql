-- Listing pages are found from the index alone (a late row lookup reads only the page's rows),
-- so the orderings that are combined with a price filter carry the price in the index.
DROP INDEX products_newest;
DROP INDEX products_category_newest;
DROP INDEX products_subcategory_newest;
CREATE INDEX products_newest ON products (created_at DESC, id DESC) INCLUDE (price_cents);
CREATE INDEX products_category_newest ON products (category_slug, created_at DESC, id DESC) INCLUDE (price_cents);
CREATE INDEX products_subcategory_newest ON products (subcategory_slug, created_at DESC, id DESC) INCLUDE (price_cents);
