-- KRA's item classification codes (selectItemClass), kept as fetched at initialisation and
-- daily, for the admin to pick a product's class from (docs/decisions.md "Messages, newsletter
-- and the admin's eTIMS view"). The code lists' answers are kept in `code_lists`.
CREATE TABLE item_classes (
    code       text PRIMARY KEY,
    name       text NOT NULL,
    level      integer,
    tax_ty_cd  text NOT NULL DEFAULT '',
    in_use     boolean NOT NULL DEFAULT true,
    fetched_at timestamptz NOT NULL
);
