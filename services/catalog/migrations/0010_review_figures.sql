-- Each product's average and count come from real reviews (issue 24, part 2): the orders
-- service publishes review.stats_changed with the product's visible figures and a version that
-- grows with every change; the catalog applies an event only when it is newer than what it holds
-- (src/review_events.rs). The invented figures the demo seed used to write go: until a product
-- has a review it shows none.
ALTER TABLE products ADD COLUMN reviews_version BIGINT NOT NULL DEFAULT 0;
UPDATE products SET rating_tenths = 0, reviews = 0
    WHERE reviews_version = 0 AND (rating_tenths <> 0 OR reviews <> 0);
