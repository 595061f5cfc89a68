-- Product reviews (docs/decisions.md "Reviews (issue 24, part 2)"). Only a customer with a
-- delivered order holding the product writes one, once per product (then edits it). An admin
-- hides (and shows again) a review with a reason; a hidden review leaves the product's figures.
CREATE TABLE reviews (
    id            UUID PRIMARY KEY,
    product_id    BIGINT NOT NULL CHECK (product_id > 0),
    user_id       TEXT NOT NULL CHECK (user_id <> ''),
    -- The delivered order that made the author eligible (kept if the order is deleted later).
    order_id      UUID,
    -- As shown: "Akinyi O.", from the delivered order's name.
    author        TEXT NOT NULL CHECK (char_length(author) BETWEEN 1 AND 60),
    -- The product's name in that order (the admin list shows it).
    product_name  TEXT NOT NULL DEFAULT '',
    rating        SMALLINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title         TEXT NOT NULL CHECK (char_length(title) BETWEEN 3 AND 100),
    body          TEXT NOT NULL CHECK (char_length(body) BETWEEN 10 AND 2000),
    -- Media public ids, at most 4.
    photos        TEXT[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 4),
    helpful       INT NOT NULL DEFAULT 0 CHECK (helpful >= 0),
    hidden        BOOLEAN NOT NULL DEFAULT false,
    hidden_reason TEXT NOT NULL DEFAULT '',
    -- Edits by the author (the rate limit counts writes).
    edits         INT NOT NULL DEFAULT 0,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (product_id, user_id)
);
CREATE INDEX reviews_product_newest ON reviews (product_id, created_at DESC, id DESC) WHERE NOT hidden;
CREATE INDEX reviews_newest ON reviews (created_at DESC, id DESC);
CREATE INDEX reviews_user ON reviews (user_id, updated_at DESC);

-- One helpful vote per account and review.
CREATE TABLE review_votes (
    review_id  UUID NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL CHECK (user_id <> ''),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_votes_user ON review_votes (user_id, created_at DESC);

-- Each product's visible figures, kept in the transaction of every change; `version` orders the
-- review.stats_changed events the catalog applies.
CREATE TABLE review_stats (
    product_id  BIGINT PRIMARY KEY,
    count       INT NOT NULL DEFAULT 0 CHECK (count >= 0),
    rating_sum  BIGINT NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
    version     BIGINT NOT NULL DEFAULT 0
);
