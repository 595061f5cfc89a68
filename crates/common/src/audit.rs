//! The audit log of a service: one row of `audit_log` in its schema per admin write (who, what,
//! when, before and after), written by [`record`] INSIDE the transaction of the change, so a
//! change that fails or rolls back leaves no entry and a committed change always has one.
//! Admins read it through the shared gRPC service [`AuditAdmin`] (auth, catalog and orders serve
//! it; the gateway's `/api/admin/activity` merges the three, newest first).

use shop_proto::audit::v1 as pb;
use shop_proto::audit::v1::audit_service_server::{AuditService, AuditServiceServer};
use sqlx::{PgConnection, PgPool};

use crate::caller::Caller;
use crate::errors::Violations;

pub const ORDER_STATUS: &str = "order.status";
pub const ORDER_DELETE: &str = "order.delete";
/// Cash on delivery marked collected (issue 23, "Books that are true").
pub const ORDER_COD_COLLECTED: &str = "order.cod_collected";
pub const PRODUCT_CREATE: &str = "product.create";
pub const PRODUCT_UPDATE: &str = "product.update";
pub const PRODUCT_DELETE: &str = "product.delete";
pub const USER_CREATE: &str = "user.create";
pub const USER_ROLE: &str = "user.role";
pub const USER_DELETE: &str = "user.delete";
pub const SETTINGS_UPDATE: &str = "settings.update";
pub const DISCOUNT_CODE_CREATE: &str = "discount_code.create";
pub const DISCOUNT_CODE_UPDATE: &str = "discount_code.update";
/// A contact message marked handled (issue 23, part 6).
pub const CONTACT_HANDLED: &str = "contact.handled";
/// A newsletter subscriber removed by an admin (issue 23, part 6).
pub const NEWSLETTER_REMOVE: &str = "newsletter.remove";
/// An admin paid money back through M-Pesa (or sent a failed refund again).
pub const REFUND_REQUEST: &str = "refund.request";
/// A campaign created by an admin (issue 24, part 1).
pub const CAMPAIGN_CREATE: &str = "campaign.create";
/// A review hidden or shown again by an admin, with the reason (issue 24, part 2).
pub const REVIEW_MODERATE: &str = "review.moderate";

/// Every kind of entry, in the order a person picks them from a list.
pub const KINDS: &[&str] = &[
    ORDER_STATUS,
    ORDER_DELETE,
    ORDER_COD_COLLECTED,
    PRODUCT_CREATE,
    PRODUCT_UPDATE,
    PRODUCT_DELETE,
    USER_CREATE,
    USER_ROLE,
    USER_DELETE,
    SETTINGS_UPDATE,
    DISCOUNT_CODE_CREATE,
    DISCOUNT_CODE_UPDATE,
    CONTACT_HANDLED,
    NEWSLETTER_REMOVE,
    REFUND_REQUEST,
    CAMPAIGN_CREATE,
    REVIEW_MODERATE,
];

/// Entries one list answers when the caller names no limit.
pub const DEFAULT_LIMIT: u32 = 20;
/// How deep a list reaches: `offset + limit` at most this many entries (the gateway merging the
/// services' logs asks each for the first `page * limit`).
pub const MAX_WINDOW: u32 = 10_000;

/// Entries one page of the activity log (`GET /api/admin/activity`) shows by default, and at most.
pub const DEFAULT_PAGE_LIMIT: u32 = 20;
pub const MAX_PAGE_LIMIT: u32 = 100;

const END_BEFORE_START: &str = "The end of the range must not be before its start";

fn check_kind(kind: &str, violations: &mut Violations) {
    if !KINDS.contains(&kind) {
        violations.add("kind", format!("Kind must be one of: {}", KINDS.join(", ")));
    }
}

/// One page of the activity log as its REST query asks for it.
#[derive(Debug, Clone, PartialEq)]
pub struct ActivityPage {
    pub page: u32,
    pub limit: u32,
    /// What each service is asked: its first `page * limit` entries of the filters, so the
    /// merge of the services' logs, newest first, holds the page.
    pub request: pb::ListAuditRequest,
}

impl ActivityPage {
    /// Entries of the merged log the page skips.
    pub fn skip(&self) -> usize {
        ((self.page - 1) * self.limit) as usize
    }
}

/// Reads the activity log's REST query: `actor` (a user id), `kind`, `from` and `to` (Nairobi
/// days `YYYY-MM-DD`, both inclusive), `page` and `limit`; every bad parameter named at once.
pub fn activity_page(
    actor: &str,
    kind: &str,
    from: &str,
    to: &str,
    page: &str,
    limit: &str,
) -> Result<ActivityPage, tonic::Status> {
    let mut violations = Violations::new();
    let kind = kind.trim();
    if !kind.is_empty() {
        check_kind(kind, &mut violations);
    }
    let mut day = |field: &str, text: &str| -> Option<chrono::NaiveDate> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let parsed = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
        if parsed.is_none() {
            violations.add(field, format!("{field} must be a date (YYYY-MM-DD)"));
        }
        parsed
    };
    let from_day = day("from", from);
    let to_day = day("to", to);
    if let (Some(f), Some(t)) = (from_day, to_day)
        && f > t
    {
        violations.add("to", END_BEFORE_START);
    }
    let mut number = |field: &str, text: &str, default: u32, max: u32| -> u32 {
        let text = text.trim();
        if text.is_empty() {
            return default;
        }
        match text.parse::<u32>() {
            Ok(n) if (1..=max).contains(&n) => n,
            _ => {
                violations.add(
                    field,
                    format!("{field} must be a whole number from 1 to {max}"),
                );
                default
            }
        }
    };
    let limit = number("limit", limit, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
    let page = number("page", page, 1, MAX_WINDOW);
    if u64::from(page) * u64::from(limit) > u64::from(MAX_WINDOW) {
        violations.add(
            "page",
            format!("The activity log lists at most the newest {MAX_WINDOW} entries"),
        );
    }
    violations.finish()?;
    let midnight = |day: chrono::NaiveDate| {
        day.and_hms_opt(0, 0, 0)
            .and_then(|t| t.and_local_timezone(chrono_tz::Africa::Nairobi).single())
            .map(|t| t.to_rfc3339())
            .unwrap_or_default()
    };
    Ok(ActivityPage {
        page,
        limit,
        request: pb::ListAuditRequest {
            actor_id: actor.trim().to_owned(),
            kind: kind.to_owned(),
            from: from_day.map(midnight).unwrap_or_default(),
            to: to_day
                .and_then(|d| d.succ_opt())
                .map(midnight)
                .unwrap_or_default(),
            limit: page * limit,
            offset: 0,
        },
    })
}

/// Creates or brings up to date `audit_log` in the pool's schema: the migrations under
/// `crates/common/migrations/audit`, with a history table of their own (`_audit_migrations`).
/// Every service that records entries calls it at start, like [`crate::events::install`].
pub async fn install(pool: &PgPool) -> anyhow::Result<()> {
    crate::db::migrate_part(
        pool,
        sqlx::migrate!("migrations/audit"),
        "_audit_migrations",
    )
    .await
}

/// One admin write.
#[derive(Debug, Clone)]
pub struct Entry<'a> {
    /// The admin's user id.
    pub actor_id: &'a str,
    /// One of the kind constants of this module.
    pub kind: &'a str,
    /// What was changed: the order number, the product id, the user id, `settings`.
    pub target: &'a str,
    /// One line for a person: "Status pending -> shipped".
    pub summary: &'a str,
    /// The state before the change (`None` for a creation).
    pub before: Option<serde_json::Value>,
    /// The state after the change (`None` for a deletion).
    pub after: Option<serde_json::Value>,
}

/// Writes `entry` on `conn`: call it inside the change's transaction.
pub async fn record(conn: &mut PgConnection, entry: &Entry<'_>) -> sqlx::Result<()> {
    let json = |value: &Option<serde_json::Value>| value.as_ref().map(|v| v.to_string());
    sqlx::query(
        "INSERT INTO audit_log (actor_id, kind, target, summary, before, after)
         VALUES ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb)",
    )
    .bind(entry.actor_id)
    .bind(entry.kind)
    .bind(entry.target)
    .bind(entry.summary)
    .bind(json(&entry.before))
    .bind(json(&entry.after))
    .execute(conn)
    .await?;
    Ok(())
}

/// Which entries a list wants.
#[derive(Debug, Clone, Default)]
pub struct Query {
    pub actor_id: Option<String>,
    pub kind: Option<String>,
    /// RFC 3339, inclusive.
    pub from: Option<String>,
    /// RFC 3339, exclusive.
    pub to: Option<String>,
    pub limit: u32,
    pub offset: u32,
}

/// One stored entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    pub id: i64,
    /// RFC 3339 UTC, microseconds.
    pub at: String,
    pub actor_id: String,
    pub kind: String,
    pub target: String,
    pub summary: String,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    at: String,
    actor_id: String,
    kind: String,
    target: String,
    summary: String,
    before: Option<String>,
    after: Option<String>,
}

fn parse_json(text: Option<String>) -> Option<serde_json::Value> {
    text.and_then(|t| serde_json::from_str(&t).ok())
}

/// A page of entries matching `query`, newest first, and how many match in all.
pub async fn list(pool: &PgPool, query: &Query) -> sqlx::Result<(Vec<Stored>, i64)> {
    const WHERE: &str = "($1::text IS NULL OR actor_id = $1)
        AND ($2::text IS NULL OR kind = $2)
        AND ($3::timestamptz IS NULL OR at >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR at < $4::timestamptz)";
    let rows: Vec<Row> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT id,
                to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') AS at,
                actor_id, kind, target, summary, before::text AS before, after::text AS after
         FROM audit_log WHERE {WHERE}
         ORDER BY audit_log.at DESC, id DESC LIMIT $5 OFFSET $6"
    )))
    .bind(&query.actor_id)
    .bind(&query.kind)
    .bind(&query.from)
    .bind(&query.to)
    .bind(i64::from(query.limit))
    .bind(i64::from(query.offset))
    .fetch_all(pool)
    .await?;
    let (total,): (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT count(*) FROM audit_log WHERE {WHERE}"
    )))
    .bind(&query.actor_id)
    .bind(&query.kind)
    .bind(&query.from)
    .bind(&query.to)
    .fetch_one(pool)
    .await?;
    let entries = rows
        .into_iter()
        .map(|r| Stored {
            id: r.id,
            at: r.at,
            actor_id: r.actor_id,
            kind: r.kind,
            target: r.target,
            summary: r.summary,
            before: parse_json(r.before),
            after: parse_json(r.after),
        })
        .collect();
    Ok((entries, total))
}

/// Checks a list request, naming every bad field at once.
pub fn query_of(request: &pb::ListAuditRequest) -> Result<Query, tonic::Status> {
    let mut violations = Violations::new();
    let text = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_owned());
    let kind = text(&request.kind);
    if let Some(kind) = &kind {
        check_kind(kind, &mut violations);
    }
    let mut instant = |field: &str, value: &str| -> Option<String> {
        let value = text(value)?;
        match chrono::DateTime::parse_from_rfc3339(&value) {
            Ok(at) => Some(at.to_rfc3339()),
            Err(_) => {
                violations.add(field, format!("{field} must be an RFC 3339 time"));
                None
            }
        }
    };
    let from = instant("from", &request.from);
    let to = instant("to", &request.to);
    if let (Some(f), Some(t)) = (&from, &to)
        && chrono::DateTime::parse_from_rfc3339(f).ok()
            > chrono::DateTime::parse_from_rfc3339(t).ok()
    {
        violations.add("to", END_BEFORE_START);
    }
    let limit = if request.limit == 0 {
        DEFAULT_LIMIT
    } else {
        request.limit
    };
    if u64::from(limit) + u64::from(request.offset) > u64::from(MAX_WINDOW) {
        violations.add(
            "limit",
            format!("The activity log lists at most the newest {MAX_WINDOW} entries"),
        );
    }
    violations.finish()?;
    Ok(Query {
        actor_id: text(&request.actor_id),
        kind,
        from,
        to,
        limit,
        offset: request.offset,
    })
}

/// An entry as the gRPC answer carries it.
pub fn to_pb(service: &str, entry: &Stored) -> pb::AuditEntry {
    let json =
        |v: &Option<serde_json::Value>| v.as_ref().map(|v| v.to_string()).unwrap_or_default();
    pb::AuditEntry {
        id: entry.id,
        service: service.to_owned(),
        at: entry.at.clone(),
        actor_id: entry.actor_id.clone(),
        kind: entry.kind.clone(),
        target: entry.target.clone(),
        summary: entry.summary.clone(),
        before_json: json(&entry.before),
        after_json: json(&entry.after),
    }
}

/// The gRPC face of a service's audit log.
pub struct AuditAdmin {
    pool: PgPool,
    service: String,
}

impl AuditAdmin {
    /// `service` names the log in answers (`orders`, `catalog`, `auth`).
    pub fn server(pool: PgPool, service: &str) -> AuditServiceServer<Self> {
        AuditServiceServer::new(Self {
            pool,
            service: service.to_owned(),
        })
    }
}

#[tonic::async_trait]
impl AuditService for AuditAdmin {
    async fn list_audit(
        &self,
        request: tonic::Request<pb::ListAuditRequest>,
    ) -> Result<tonic::Response<pb::ListAuditResponse>, tonic::Status> {
        Caller::of(&request).ensure_admin()?;
        let query = query_of(request.get_ref())?;
        let (entries, total) = list(&self.pool, &query)
            .await
            .map_err(|e| crate::grpc::internal("listing the audit log failed", e))?;
        Ok(tonic::Response::new(pb::ListAuditResponse {
            entries: entries.iter().map(|e| to_pb(&self.service, e)).collect(),
            total,
            service: self.service.clone(),
        }))
    }
}

#[cfg(test)]
#[cfg(feature = "testing")]
mod tests {
    //! Against the real PostgreSQL: entries are written with the change's transaction (and vanish
    //! with its rollback), listed newest first with their filters and total, and only for admins.

    use std::time::Duration;

    use super::*;
    use crate::caller::Role;
    use crate::testing::TestDatabase;

    static NO_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate::Migrator::DEFAULT;

    async fn pool(db: &TestDatabase) -> PgPool {
        let pool = crate::db::connect_and_migrate(
            &db.url,
            "audit_test",
            4,
            &NO_MIGRATIONS,
            Duration::from_secs(5),
        )
        .await
        .unwrap();
        install(&pool).await.unwrap();
        // Installing twice (a restart) is harmless.
        install(&pool).await.unwrap();
        pool
    }

    fn entry<'a>(actor: &'a str, kind: &'a str, target: &'a str) -> Entry<'a> {
        Entry {
            actor_id: actor,
            kind,
            target,
            summary: "Status pending -> shipped",
            before: Some(serde_json::json!({"status": "pending"})),
            after: Some(serde_json::json!({"status": "shipped"})),
        }
    }

    async fn write(pool: &PgPool, e: &Entry<'_>, at: &str) {
        let mut tx = pool.begin().await.unwrap();
        record(&mut tx, e).await.unwrap();
        sqlx::query(
            "UPDATE audit_log SET at = $1::timestamptz WHERE id = (SELECT max(id) FROM audit_log)",
        )
        .bind(at)
        .execute(&mut *tx)
        .await
        .unwrap();
        tx.commit().await.unwrap();
    }

    fn query() -> Query {
        Query {
            limit: 50,
            ..Query::default()
        }
    }

    #[tokio::test]
    async fn an_entry_lives_and_dies_with_its_transaction() {
        let db = TestDatabase::create().await;
        let pool = pool(&db).await;

        let mut tx = pool.begin().await.unwrap();
        record(&mut tx, &entry("admin-1", ORDER_STATUS, "SF1"))
            .await
            .unwrap();
        tx.rollback().await.unwrap();
        let (entries, total) = list(&pool, &query()).await.unwrap();
        assert!(entries.is_empty(), "a rolled back change leaves no entry");
        assert_eq!(total, 0);

        let mut tx = pool.begin().await.unwrap();
        record(
            &mut tx,
            &Entry {
                before: None,
                ..entry("admin-1", PRODUCT_CREATE, "42")
            },
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();
        let (entries, total) = list(&pool, &query()).await.unwrap();
        assert_eq!(total, 1);
        let e = &entries[0];
        assert_eq!(
            (e.actor_id.as_str(), e.kind.as_str(), e.target.as_str()),
            ("admin-1", PRODUCT_CREATE, "42")
        );
        assert_eq!(e.summary, "Status pending -> shipped");
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(serde_json::json!({"status": "shipped"})));
        assert!(
            chrono::DateTime::parse_from_rfc3339(&e.at).is_ok(),
            "at is RFC 3339: {}",
            e.at
        );
    }

    #[tokio::test]
    async fn lists_newest_first_with_filters_paging_and_total() {
        let db = TestDatabase::create().await;
        let pool = pool(&db).await;
        write(
            &pool,
            &entry("a", ORDER_STATUS, "SF1"),
            "2026-03-01T10:00:00Z",
        )
        .await;
        write(
            &pool,
            &entry("b", ORDER_DELETE, "SF2"),
            "2026-03-02T10:00:00Z",
        )
        .await;
        write(&pool, &entry("a", USER_ROLE, "u9"), "2026-03-03T10:00:00Z").await;
        write(
            &pool,
            &entry("a", ORDER_STATUS, "SF3"),
            "2026-03-04T10:00:00Z",
        )
        .await;

        let targets =
            |entries: &[Stored]| entries.iter().map(|e| e.target.clone()).collect::<Vec<_>>();
        let (all, total) = list(&pool, &query()).await.unwrap();
        assert_eq!(targets(&all), ["SF3", "u9", "SF2", "SF1"]);
        assert_eq!(total, 4);

        let by_actor = Query {
            actor_id: Some("a".into()),
            ..query()
        };
        let (entries, total) = list(&pool, &by_actor).await.unwrap();
        assert_eq!(
            (targets(&entries), total),
            (vec!["SF3".into(), "u9".into(), "SF1".into()], 3)
        );

        let by_kind = Query {
            kind: Some(ORDER_STATUS.into()),
            ..query()
        };
        let (entries, total) = list(&pool, &by_kind).await.unwrap();
        assert_eq!(
            (targets(&entries), total),
            (vec!["SF3".into(), "SF1".into()], 2)
        );

        // From inclusive, to exclusive.
        let range = Query {
            from: Some("2026-03-02T10:00:00Z".into()),
            to: Some("2026-03-04T10:00:00Z".into()),
            ..query()
        };
        let (entries, total) = list(&pool, &range).await.unwrap();
        assert_eq!(
            (targets(&entries), total),
            (vec!["u9".into(), "SF2".into()], 2)
        );

        let page = Query {
            limit: 2,
            offset: 1,
            ..query()
        };
        let (entries, total) = list(&pool, &page).await.unwrap();
        assert_eq!(
            (targets(&entries), total),
            (vec!["u9".into(), "SF2".into()], 4)
        );
    }

    #[test]
    fn a_bad_query_names_every_field() {
        let status = query_of(&pb::ListAuditRequest {
            kind: "order.explode".into(),
            from: "yesterday".into(),
            to: "2026-01-01T00:00:00Z".into(),
            limit: MAX_WINDOW,
            offset: 1,
            ..Default::default()
        })
        .unwrap_err();
        let refusal = crate::errors::Refusal::read(&status);
        assert_eq!(refusal.code, crate::errors::ErrorCode::ValidationFailed);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["kind", "from", "limit"]);

        let backwards = query_of(&pb::ListAuditRequest {
            from: "2026-01-02T00:00:00Z".into(),
            to: "2026-01-01T00:00:00+03:00".into(),
            ..Default::default()
        })
        .unwrap_err();
        let refusal = crate::errors::Refusal::read(&backwards);
        assert_eq!(refusal.fields[0].0, "to");

        let fine = query_of(&pb::ListAuditRequest::default()).unwrap();
        assert_eq!(
            (fine.limit, fine.offset, fine.kind),
            (DEFAULT_LIMIT, 0, None)
        );
    }

    #[test]
    fn the_rest_query_reads_nairobi_days_and_pages() {
        let page = activity_page(
            " admin-1 ",
            "user.role",
            "2026-03-01",
            "2026-03-31",
            "3",
            "10",
        )
        .unwrap();
        assert_eq!((page.page, page.limit, page.skip()), (3, 10, 20));
        assert_eq!(page.request.actor_id, "admin-1");
        assert_eq!(page.request.kind, "user.role");
        assert_eq!(page.request.from, "2026-03-01T00:00:00+03:00");
        assert_eq!(
            page.request.to, "2026-04-01T00:00:00+03:00",
            "to is inclusive"
        );
        assert_eq!((page.request.limit, page.request.offset), (30, 0));
        // What the services are asked passes their own check.
        let query = query_of(&page.request).unwrap();
        assert_eq!(query.limit, 30);

        let defaults = activity_page("", "", "", "", "", "").unwrap();
        assert_eq!((defaults.page, defaults.limit), (1, DEFAULT_PAGE_LIMIT));
        assert_eq!(
            (defaults.request.from.as_str(), defaults.request.to.as_str()),
            ("", "")
        );

        let status =
            activity_page("", "order.nope", "1 March", "2026-02-30", "0", "101").unwrap_err();
        let refusal = crate::errors::Refusal::read(&status);
        let mut fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        fields.sort_unstable();
        assert_eq!(fields, ["from", "kind", "limit", "page", "to"]);

        let backwards = activity_page("", "", "2026-03-02", "2026-03-01", "", "").unwrap_err();
        let refusal = crate::errors::Refusal::read(&backwards);
        assert_eq!(
            refusal.fields,
            [("to".to_owned(), END_BEFORE_START.to_owned())]
        );
        let deep = activity_page("", "", "", "", "101", "100").unwrap_err();
        assert_eq!(crate::errors::Refusal::read(&deep).fields[0].0, "page");
        assert!(activity_page("", "", "", "", "100", "100").is_ok());
    }

    #[tokio::test]
    async fn only_admins_read_the_log() {
        let db = TestDatabase::create().await;
        let pool = pool(&db).await;
        write(
            &pool,
            &entry("a", ORDER_STATUS, "SF1"),
            "2026-03-01T10:00:00Z",
        )
        .await;
        let admin = AuditAdmin {
            pool,
            service: "orders".into(),
        };
        let ask = |caller: Caller| {
            let mut request = tonic::Request::new(pb::ListAuditRequest::default());
            caller.write(request.metadata_mut());
            request
        };
        for caller in [Caller::guest(), Caller::user("c1", Role::Customer)] {
            let refused = admin.list_audit(ask(caller.clone())).await.unwrap_err();
            assert!(
                matches!(
                    refused.code(),
                    tonic::Code::Unauthenticated | tonic::Code::PermissionDenied
                ),
                "{caller:?}: {refused:?}"
            );
        }
        let answer = admin
            .list_audit(ask(Caller::user("a1", Role::Admin)))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(answer.total, 1);
        assert_eq!(answer.service, "orders");
        assert_eq!(answer.entries[0].service, "orders");
        assert_eq!(answer.entries[0].before_json, r#"{"status":"pending"}"#);
    }
}
