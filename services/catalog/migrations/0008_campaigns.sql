-- Campaigns (issue 24, part 1, "Honest merchandising"): a named sale an admin creates, with its
-- own page (`slug`), a start and an end, and a rule choosing its products (a category, a
-- subcategory or a list of ids) and their sale price (a percent off, or one fixed price).
-- The catalog owns them because it owns products and their prices; coupons and discount codes
-- stay with orders (docs/decisions.md, "Honest merchandising (issue 24, part 1)").
--
-- A campaign's price is written into its products while it runs (`campaign_items` keeps the
-- prices it replaced, which come back when it ends), so every read of a product, the search
-- index, the cart and orders all see the one current price.
CREATE TABLE campaigns (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name           TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    slug           TEXT NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    starts_at      TIMESTAMPTZ NOT NULL,
    ends_at        TIMESTAMPTZ NOT NULL,
    -- The rule: one of category / subcategory / product ids.
    category_slug    TEXT NOT NULL DEFAULT '',
    subcategory_slug TEXT NOT NULL DEFAULT '',
    product_ids      BIGINT[] NOT NULL DEFAULT '{}',
    -- The price: a whole percent off, or a fixed sale price in cents.
    percent_off      SMALLINT CHECK (percent_off BETWEEN 1 AND 90),
    sale_price_cents BIGINT CHECK (sale_price_cents > 0),
    -- 'scheduled' (not applied yet), 'running' (prices applied), 'ended' (prices restored).
    state          TEXT NOT NULL DEFAULT 'scheduled'
                       CHECK (state IN ('scheduled', 'running', 'ended')),
    created_by     TEXT NOT NULL DEFAULT '',
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at),
    CHECK ((percent_off IS NULL) <> (sale_price_cents IS NULL))
);
CREATE INDEX campaigns_by_slug ON campaigns (slug, ends_at DESC);
CREATE INDEX campaigns_to_apply ON campaigns (state, starts_at) WHERE state <> 'ended';

-- The products of a campaign, chosen when it was created, and the prices its sale replaced.
-- A product is in at most one campaign that has not ended (checked on create, under a lock).
CREATE TABLE campaign_items (
    campaign_id          BIGINT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    product_id           BIGINT NOT NULL,
    -- Filled when the campaign's price is applied (from the product's price then), with the
    -- prices it replaced, which come back when it ends.
    sale_price_cents     BIGINT CHECK (sale_price_cents > 0),
    was_price_cents          BIGINT,
    was_original_price_cents BIGINT,
    PRIMARY KEY (campaign_id, product_id)
);
CREATE INDEX campaign_items_product ON campaign_items (product_id);
