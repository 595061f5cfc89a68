//! The admin's customer list (issue 23, part 6): accounts paged by the auth service, each with
//! its orders and the money it spent from the orders service. Admin only.

use std::collections::HashMap;

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::auth::v1 as pb;
use shop_proto::orders::v1 as orders_pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::api::orders::admin::Pagination;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::input::{Query, query_params};
use crate::money::Ksh;
use crate::state::AppState;

/// The page size when none is asked for (the auth service checks 1 to 100).
const DEFAULT_LIMIT: u32 = 20;

query_params! {
    /// The customer list's query (the limits are the auth service's).
    #[into_params(parameter_in = Query)]
    pub(super) struct CustomersQuery {
        /// Part of a name or email (any case), or of a phone in any written form
        /// (`0722 123`, `+254722123`).
        #[param(max_length = 100, example = "wanjiku")]
        search: Option<String> = string("search"),
        /// `user`, `admin`, or `all` (the default).
        role: Option<String> = string("role"),
        #[param(minimum = 1, maximum = 10000)]
        page: Option<u32> = whole("page"),
        #[param(minimum = 1, maximum = 100)]
        limit: Option<u32> = whole("limit"),
    }
}

/// One account of the customer list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CustomerJson {
    pub id: String,
    pub name: String,
    pub email: String,
    /// As stored, or empty for an account an admin created without one.
    pub phone: String,
    /// `user` or `admin`.
    pub role: String,
    /// RFC 3339.
    pub created_at: String,
    /// Every order the account placed, cancelled ones too; `null` when the orders service did
    /// not answer.
    #[schema(example = 3)]
    pub orders: Option<u64>,
    /// The money its orders brought in, from the books (payments and cash collected, less
    /// refunds paid), KSh; `null` when the orders service did not answer.
    pub spent: Option<Ksh>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct CustomerPage {
    customers: Vec<CustomerJson>,
    pagination: Pagination,
}

/// The customers, newest first, one page at a time, searched by name, email or phone and
/// filtered by role, each with its order count and what it spent. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/customers",
    tag = "users",
    params(CustomersQuery),
    responses(
        (status = 200, description = "One page of customers", body = CustomerPage),
        (status = 400, description = "`validation_failed`: every bad parameter in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn customers(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, shape): Query<CustomersQuery>,
) -> Result<Json<CustomerPage>, ApiError> {
    shape.finish()?;
    let page = query.page.unwrap_or(1);
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    let answer = state
        .auth
        .clone()
        .list_users(admin.call.request(pb::ListUsersRequest {
            search: query.search.unwrap_or_default(),
            role: query.role.unwrap_or_default(),
            limit: Some(limit),
            page: Some(page),
        }))
        .await?
        .into_inner();

    let figures: Option<HashMap<String, orders_pb::CustomerFigure>> = if answer.users.is_empty() {
        Some(HashMap::new())
    } else {
        let request = orders_pb::CustomerFiguresRequest {
            user_ids: answer.users.iter().map(|u| u.id.clone()).collect(),
        };
        match state
            .orders
            .clone()
            .customer_figures(admin.call.request(request))
            .await
        {
            Ok(found) => Some(
                found
                    .into_inner()
                    .figures
                    .into_iter()
                    .map(|f| (f.user_id.clone(), f))
                    .collect(),
            ),
            Err(status) => {
                tracing::warn!(%status, "customers: the orders service did not answer the figures");
                None
            }
        }
    };

    let customers = answer
        .users
        .into_iter()
        .map(|u| {
            let figure = figures.as_ref().map(|all| all.get(&u.id));
            CustomerJson {
                orders: figure.map(|f| f.map_or(0, |f| f.orders)),
                spent: figure.map(|f| Ksh(f.map_or(0, |f| f.spent_cents))),
                id: u.id,
                name: u.name,
                email: u.email,
                phone: u.phone,
                role: u.role,
                created_at: u.created_at,
            }
        })
        .collect();
    Ok(Json(CustomerPage {
        customers,
        pagination: Pagination::new(page, limit, answer.total),
    }))
}
