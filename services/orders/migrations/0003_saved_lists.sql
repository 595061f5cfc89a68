-- The cart and wishlist of signed-in users. A PUT replaces a whole list in one transaction; the
-- parent row is its lock and its updated_at.
CREATE TABLE saved_lists (
    user_id    TEXT NOT NULL CHECK (user_id <> ''),
    kind       TEXT NOT NULL CHECK (kind IN ('cart', 'wishlist')),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind)
);

CREATE TABLE saved_list_items (
    user_id    TEXT NOT NULL,
    kind       TEXT NOT NULL,
    -- The item's place in the list, from 0.
    position   SMALLINT NOT NULL CHECK (position BETWEEN 0 AND 99),
    product_id BIGINT NOT NULL CHECK (product_id > 0),
    -- Cart 1..=99; wishlist 0.
    quantity   INT NOT NULL CHECK (quantity BETWEEN 0 AND 99),
    added_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, kind, position),
    UNIQUE (user_id, kind, product_id),
    FOREIGN KEY (user_id, kind) REFERENCES saved_lists (user_id, kind) ON DELETE CASCADE
);
