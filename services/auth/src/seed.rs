//! `auth seed demo` (issue 24, part 2): the demo customers (`shop_common::demo`) whose seeded
//! orders and reviews `orders seed demo` loads. Idempotent: an account already there (by id or
//! email) is left as it is. Their password is a random secret hashed once and never shown, so
//! nobody signs in as them (a password reset to their demo address reaches no one).

use argon2::{Argon2, PasswordHasher};
use shop_common::demo;
use sqlx::PgPool;

/// Adds the demo customers that are missing; answers how many were added.
pub async fn demo_customers(pool: &PgPool) -> anyhow::Result<u64> {
    let secret = uuid::Uuid::new_v4().to_string();
    let hash = tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(secret.as_bytes())
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing the demo password: {e}"))
    })
    .await??;
    let mut added = 0;
    for (i, customer) in demo::CUSTOMERS.iter().enumerate() {
        let done = sqlx::query(
            "INSERT INTO users (id, name, email, phone, password_hash, role, city, state, \
             created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, 'user', $6, $7, now() - interval '120 days', \
             now() - interval '120 days') ON CONFLICT DO NOTHING",
        )
        .bind(demo::customer_id(i))
        .bind(customer.name)
        .bind(demo::email(customer))
        .bind(customer.phone)
        .bind(&hash)
        .bind(customer.city)
        .bind(customer.county)
        .execute(pool)
        .await?;
        added += done.rows_affected();
    }
    Ok(added)
}
