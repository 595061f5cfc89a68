-- The request an Idempotency-Key was first used with (docs/decisions.md "Placement is
-- idempotent"): the SHA-256 of the checked placement (`OrderRequest::fingerprint`). A repeat with
-- the same key and the same fingerprint answers the stored order; with another fingerprint it is
-- refused (422 idempotency_key_reused) and nothing is reserved or stored. NULL for an order placed
-- without a key, and for one keyed before this column existed: a repeat of such a key answers the
-- stored order whatever it carries, as it did when the order was placed.
ALTER TABLE orders ADD COLUMN request_fingerprint BYTEA;
