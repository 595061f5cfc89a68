-- The client's Idempotency-Key of a placement: a repeated placement with the same key by the same
-- user answers the stored order instead of placing another.
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

-- Orders an admin deleted: the reservation reconciler must tell them from orders that were never
-- stored (whose reservations it releases).
CREATE TABLE deleted_orders (
    id         UUID PRIMARY KEY,
    deleted_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
