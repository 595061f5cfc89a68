//! The user object of API.md, built from the auth service's protobuf. It has no field that
//! could carry a password or hash.

use serde::Serialize;
use shop_proto::auth::v1 as pb;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserJson {
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub is_admin: bool,
    pub created_at: String,
    pub address: String,
    pub city: String,
    pub state: String,
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
