-- Pictures that sell (issue 24, part 5): the alt text of each product picture.
--
-- Kept by the picture's URL ({"/media/i/ab12...": "Green velvet sofa, front"}), so a reorder,
-- a new main picture or an import that does not carry alt texts keeps each picture's own; the
-- product's `images` array stays the one order (the first is the main picture). Reads give one
-- alt text per image ("" for none); product_form::MAX_IMAGE_ALT_CHARS (250) is the rule.
ALTER TABLE products
    ADD COLUMN image_alts jsonb NOT NULL DEFAULT '{}'::jsonb
        CONSTRAINT products_image_alts_object CHECK (jsonb_typeof(image_alts) = 'object');
