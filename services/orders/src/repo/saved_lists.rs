//! The saved cart and wishlist of signed-in users.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::domain::saved_list::{Item, ListKind};

/// The list's items in order and when it last changed; `None` when it was never saved.
pub async fn get(
    conn: &mut PgConnection,
    user_id: &str,
    kind: ListKind,
) -> sqlx::Result<Option<(Vec<Item>, DateTime<Utc>)>> {
    let updated_at: Option<DateTime<Utc>> =
        sqlx::query_scalar("SELECT updated_at FROM saved_lists WHERE user_id = $1 AND kind = $2")
            .bind(user_id)
            .bind(kind.as_str())
            .fetch_optional(&mut *conn)
            .await?;
    let Some(updated_at) = updated_at else {
        return Ok(None);
    };
    let rows: Vec<(i64, i32, DateTime<Utc>)> = sqlx::query_as(
        "SELECT product_id, quantity, added_at FROM saved_list_items \
         WHERE user_id = $1 AND kind = $2 ORDER BY position",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .fetch_all(&mut *conn)
    .await?;
    let items = rows
        .into_iter()
        .map(|(product_id, quantity, added_at)| Item {
            product_id,
            quantity,
            added_at,
        })
        .collect();
    Ok(Some((items, updated_at)))
}

/// Replaces the whole list; call inside a transaction. The list's row is locked first, so two
/// replacements of the same list happen one after the other.
pub async fn replace(
    conn: &mut PgConnection,
    user_id: &str,
    kind: ListKind,
    items: &[Item],
) -> sqlx::Result<DateTime<Utc>> {
    let updated_at: DateTime<Utc> = sqlx::query_scalar(
        "INSERT INTO saved_lists (user_id, kind, updated_at) VALUES ($1, $2, now()) \
         ON CONFLICT (user_id, kind) DO UPDATE SET updated_at = now() RETURNING updated_at",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM saved_list_items WHERE user_id = $1 AND kind = $2")
        .bind(user_id)
        .bind(kind.as_str())
        .execute(&mut *conn)
        .await?;
    if !items.is_empty() {
        let positions: Vec<i16> = (0..items.len())
            .map(|i| i16::try_from(i).unwrap_or(i16::MAX))
            .collect();
        sqlx::query(
            "INSERT INTO saved_list_items (user_id, kind, position, product_id, quantity, added_at) \
             SELECT $1, $2, t.position, t.product_id, t.quantity, t.added_at \
             FROM UNNEST($3::smallint[], $4::bigint[], $5::int[], $6::timestamptz[]) \
                  AS t(position, product_id, quantity, added_at)",
        )
        .bind(user_id)
        .bind(kind.as_str())
        .bind(positions)
        .bind(items.iter().map(|i| i.product_id).collect::<Vec<_>>())
        .bind(items.iter().map(|i| i.quantity).collect::<Vec<_>>())
        .bind(items.iter().map(|i| i.added_at).collect::<Vec<_>>())
        .execute(&mut *conn)
        .await?;
    }
    Ok(updated_at)
}
