//! The response bodies the accounts area shares.

use serde::Serialize;
use shop_proto::auth::v1 as pb;
use utoipa::ToSchema;

/// The user object of API.md, built from the auth service's message. It has no field that could
/// carry a password or hash.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"id": "6f1c2b1e-4a8d-4c9b-9d3e-2b7f1a0c5e11", "name": "Wanjiku Kamau",
    "email": "wanjiku@example.co.ke", "phone": "0712345678", "role": "user", "isAdmin": false,
    "createdAt": "2026-11-20T08:15:00Z", "address": "Moi Avenue 12", "city": "Nairobi",
    "state": "Nairobi", "zipCode": "00100"}))]
pub(super) struct UserJson {
    pub id: String,
    pub name: String,
    pub email: String,
    /// 10 digits, or empty for an account an admin created without one.
    pub phone: String,
    /// `user` or `admin`.
    pub role: String,
    pub is_admin: bool,
    /// RFC 3339.
    pub created_at: String,
    pub address: String,
    pub city: String,
    /// The county.
    pub state: String,
    /// The postal code.
    pub zip_code: String,
}

impl From<pb::User> for UserJson {
    fn from(u: pb::User) -> Self {
        Self {
            is_admin: u.role == "admin",
            id: u.id,
            name: u.name,
            email: u.email,
            phone: u.phone,
            role: u.role,
            created_at: u.created_at,
            address: u.address,
            city: u.city,
            state: u.state,
            zip_code: u.zip_code,
        }
    }
}

/// `{"user": {...}}`.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct UserEnvelope {
    pub user: UserJson,
}

/// The user a token belongs to, with the token's expiry (the spec's token check reads `exp`).
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct VerifiedUserJson {
    #[serde(flatten)]
    pub user: UserJson,
    /// When the token stops working, in seconds since the epoch.
    pub exp: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub(super) struct VerifiedEnvelope {
    pub user: VerifiedUserJson,
}

/// A signed-in session: the user and their bearer token.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct SessionJson {
    pub user: UserJson,
    /// The bearer token of every signed-in call (a JWT).
    #[schema(example = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI2ZjFj...")]
    pub token: String,
}

/// A confirmation the web app shows as it is.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct MessageJson {
    #[schema(example = "Logged out successfully")]
    pub message: &'static str,
}

impl From<pb::Session> for SessionJson {
    fn from(session: pb::Session) -> Self {
        Self {
            user: session.user.unwrap_or_default().into(),
            token: session.token,
        }
    }
}
