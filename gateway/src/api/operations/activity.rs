//! The activity log (admin spec: Recent Activity, `/admin/activity`): every admin write the
//! services recorded in their audit logs (`shop_common::audit`), merged newest first across
//! auth, catalog and orders, with who did it named by the auth service.

use std::collections::{HashMap, HashSet};

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_common::audit;
use shop_proto::audit::v1 as pb;
use shop_proto::auth::v1 as auth_pb;
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as orders_pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::api::orders::admin::Pagination;
use crate::auth::Admin;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::input::{Query, query_params};
use crate::state::AppState;

query_params! {
    /// The query of `GET /api/admin/activity` (the rules are `shop_common::audit`'s).
    #[into_params(parameter_in = Query)]
    pub(crate) struct ActivityQuery {
        /// Only entries by this user id.
        actor: Option<String> = string("actor"),
        /// Only entries of this kind: order.status, order.delete, order.cod_collected,
        /// product.create, product.update, product.delete, user.create, user.role, user.delete,
        /// settings.update, discount_code.create, discount_code.update, contact.handled,
        /// newsletter.remove, refund.request, campaign.create, review.moderate.
        kind: Option<String> = string("kind"),
        /// First Nairobi day (YYYY-MM-DD), inclusive.
        #[param(format = Date)]
        from: Option<String> = string("from"),
        /// Last Nairobi day (YYYY-MM-DD), inclusive.
        #[param(format = Date)]
        to: Option<String> = string("to"),
        /// `page * limit` is at most 10,000.
        #[param(value_type = Option<u32>, minimum = 1, maximum = 10000)]
        page: Option<String> = string("page"),
        #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
        limit: Option<String> = string("limit"),
    }
}

/// Who did it.
#[derive(Serialize, ToSchema)]
pub(crate) struct ActorJson {
    /// The user id.
    id: String,
    /// `null` when the account no longer exists.
    name: Option<String>,
    email: Option<String>,
}

/// One admin write.
#[derive(Serialize, ToSchema)]
pub(crate) struct ActivityEntryJson {
    /// `<service>:<n>`, unique across the log.
    #[schema(example = "orders:17")]
    id: String,
    /// auth, catalog or orders.
    service: String,
    /// When, RFC 3339 UTC.
    at: String,
    actor: ActorJson,
    #[schema(example = "order.status")]
    kind: String,
    /// What was changed: the order number, the product id, the user id, `settings`.
    #[schema(example = "SF7K2M9QXA")]
    target: String,
    #[schema(example = "Status pending -> shipped")]
    summary: String,
    /// The state before the change (`null` for a creation); for an edit, the fields that
    /// changed.
    #[schema(value_type = Option<Object>)]
    before: Option<serde_json::Value>,
    /// The state after the change (`null` for a deletion).
    #[schema(value_type = Option<Object>)]
    after: Option<serde_json::Value>,
    /// Whether the target (order, product, user account, settings) still exists now, so the
    /// log links only to records that can be opened.
    #[serde(rename = "targetExists")]
    target_exists: bool,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct ActivityPage {
    entries: Vec<ActivityEntryJson>,
    pagination: Pagination,
}

fn json(text: &str) -> Option<serde_json::Value> {
    (!text.is_empty())
        .then(|| serde_json::from_str(text).ok())
        .flatten()
}

/// Every service's first `page * limit` entries of the filters, asked concurrently.
async fn ask_every_service(
    state: &AppState,
    call: &Call,
    request: &pb::ListAuditRequest,
) -> Result<Vec<pb::ListAuditResponse>, ApiError> {
    let asks: Vec<_> = state
        .audit
        .iter()
        .map(|(_, client)| {
            let mut client = client.clone();
            let request = call.request(request.clone());
            tokio::spawn(async move { client.list_audit(request).await })
        })
        .collect();
    let mut answers = Vec::with_capacity(asks.len());
    for ask in asks {
        let answer = ask.await.map_err(|e| {
            tracing::error!(error = %e, "asking for the audit log failed");
            ApiError::from(ErrorCode::ServerError)
        })??;
        answers.push(answer.into_inner());
    }
    Ok(answers)
}

/// What an entry's target is, for the existence check.
enum Target {
    Order,
    Product(i64),
    User,
    Settings,
    /// Deleted by this very entry, or of an unknown kind: nothing to link to.
    Gone,
}

fn target_of(entry: &pb::AuditEntry) -> Target {
    match entry.kind.as_str() {
        audit::ORDER_STATUS => Target::Order,
        audit::PRODUCT_CREATE | audit::PRODUCT_UPDATE => {
            entry.target.parse().map_or(Target::Gone, Target::Product)
        }
        audit::USER_CREATE | audit::USER_ROLE => Target::User,
        // Discount codes are never deleted: like the settings, they are always there.
        audit::SETTINGS_UPDATE | audit::DISCOUNT_CODE_CREATE | audit::DISCOUNT_CODE_UPDATE => {
            Target::Settings
        }
        _ => Target::Gone,
    }
}

/// The targets of the page's entries that still exist: orders asked one by one (a page holds at
/// most 100 entries, concurrently), products in one `GetProductsByIds`, accounts from the
/// `GetUsers` answer that names the actors. A check that fails leaves its target unlinked (the
/// log never links to what may be gone) and is logged.
async fn existing_targets(
    state: &AppState,
    call: &Call,
    entries: &[pb::AuditEntry],
    accounts: &HashMap<String, auth_pb::User>,
) -> HashSet<String> {
    let mut orders: Vec<String> = Vec::new();
    let mut products: Vec<i64> = Vec::new();
    let mut found = HashSet::new();
    for entry in entries {
        match target_of(entry) {
            Target::Order => orders.push(entry.target.clone()),
            Target::Product(id) => products.push(id),
            Target::User if accounts.contains_key(&entry.target) => {
                found.insert(entry.target.clone());
            }
            Target::Settings => {
                found.insert(entry.target.clone());
            }
            Target::User | Target::Gone => {}
        }
    }
    orders.sort_unstable();
    orders.dedup();
    products.sort_unstable();
    products.dedup();

    let order_asks: Vec<_> = orders
        .into_iter()
        .map(|number| {
            let mut client = state.orders.clone();
            let request = call.request(orders_pb::GetOrderRequest { id: number.clone() });
            tokio::spawn(async move { (number, client.get_order(request).await) })
        })
        .collect();
    if !products.is_empty() {
        match state
            .catalog
            .clone()
            .get_products_by_ids(
                call.request(catalog_pb::GetProductsByIdsRequest { ids: products }),
            )
            .await
        {
            Ok(answer) => found.extend(
                answer
                    .into_inner()
                    .products
                    .into_iter()
                    .map(|p| p.id.to_string()),
            ),
            Err(status) => tracing::warn!(%status, "activity: checking products failed"),
        }
    }
    for ask in order_asks {
        match ask.await {
            Ok((number, Ok(_))) => {
                found.insert(number);
            }
            Ok((_, Err(status))) if status.code() == tonic::Code::NotFound => {}
            Ok((number, Err(status))) => {
                tracing::warn!(%status, %number, "activity: checking an order failed")
            }
            Err(e) => tracing::warn!(error = %e, "activity: checking an order failed"),
        }
    }
    found
}

/// The admin activity log: every admin write (order status and deletion, product create,
/// update and delete, user create, role and delete, settings), newest first, with who did it
/// and the state before and after. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/activity",
    tag = "operations",
    params(ActivityQuery),
    responses(
        (status = 200, description = "One page of the activity log", body = ActivityPage),
        (status = 400, description = "`validation_failed`: every bad parameter in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn activity(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, _): Query<ActivityQuery>,
) -> Result<Json<ActivityPage>, ApiError> {
    let page = audit::activity_page(
        query.actor.as_deref().unwrap_or(""),
        query.kind.as_deref().unwrap_or(""),
        query.from.as_deref().unwrap_or(""),
        query.to.as_deref().unwrap_or(""),
        query.page.as_deref().unwrap_or(""),
        query.limit.as_deref().unwrap_or(""),
    )?;
    let answers = ask_every_service(&state, &admin.call, &page.request).await?;
    let total: i64 = answers.iter().map(|a| a.total).sum();
    let mut entries: Vec<pb::AuditEntry> = answers.into_iter().flat_map(|a| a.entries).collect();
    // Newest first; the same instant in a fixed order (service, then newest row).
    entries.sort_by(|a, b| {
        b.at.cmp(&a.at)
            .then_with(|| a.service.cmp(&b.service))
            .then_with(|| b.id.cmp(&a.id))
    });
    let entries: Vec<pb::AuditEntry> = entries
        .into_iter()
        .skip(page.skip())
        .take(page.limit as usize)
        .collect();

    // The actors, and the accounts the entries are about (to know which still exist).
    let mut ids: Vec<String> = entries
        .iter()
        .flat_map(|e| {
            let account = matches!(target_of(e), Target::User).then(|| e.target.clone());
            std::iter::once(e.actor_id.clone()).chain(account)
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let actors: HashMap<String, auth_pb::User> = if ids.is_empty() {
        HashMap::new()
    } else {
        state
            .auth
            .clone()
            .get_users(admin.call.request(auth_pb::GetUsersRequest { ids }))
            .await?
            .into_inner()
            .users
            .into_iter()
            .map(|u| (u.id.clone(), u))
            .collect()
    };

    let existing = existing_targets(&state, &admin.call, &entries, &actors).await;

    let total = u64::try_from(total).unwrap_or(0);
    Ok(Json(ActivityPage {
        entries: entries
            .into_iter()
            .map(|e| {
                let actor = actors.get(&e.actor_id);
                ActivityEntryJson {
                    id: format!("{}:{}", e.service, e.id),
                    actor: ActorJson {
                        id: e.actor_id,
                        name: actor.map(|u| u.name.clone()),
                        email: actor.map(|u| u.email.clone()),
                    },
                    before: json(&e.before_json),
                    after: json(&e.after_json),
                    target_exists: existing.contains(&e.target),
                    service: e.service,
                    at: e.at,
                    kind: e.kind,
                    target: e.target,
                    summary: e.summary,
                }
            })
            .collect(),
        pagination: Pagination::new(page.page, page.limit, total),
    }))
}
