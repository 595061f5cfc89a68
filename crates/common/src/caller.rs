//! Who a call is made for, carried in gRPC metadata by the gateway (which authenticated the
//! bearer token) rather than in message bodies. Services read it with [`Caller::of`] and decide
//! ownership themselves; a call without it is a guest's.
//!
//! The metadata is trusted because only the gateway reaches the services (they listen on the
//! private network, as ARCHITECTURE.md lays out); it is never taken from a shopper's request.

use tonic::metadata::{MetadataMap, MetadataValue};

use crate::errors::{ErrorCode, status_of};

/// Metadata key of the signed-in user's id.
pub const USER_METADATA: &str = "x-caller-user";
/// Metadata key of the signed-in user's role (`user` or `admin`).
pub const ROLE_METADATA: &str = "x-caller-role";
/// Metadata key of the request id, so one request can be followed across the logs.
pub const REQUEST_ID_METADATA: &str = "x-request-id";
/// Metadata key of the W3C trace context.
pub const TRACEPARENT_METADATA: &str = "traceparent";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Customer,
    Admin,
}

impl Role {
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Customer => "user",
            Role::Admin => "admin",
        }
    }
}

/// The caller of one request.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Caller {
    /// The signed-in user, with their role; `None` for a guest.
    pub user: Option<(String, Role)>,
}

impl Caller {
    pub fn guest() -> Self {
        Self { user: None }
    }

    pub fn user(id: impl Into<String>, role: Role) -> Self {
        Self {
            user: Some((id.into(), role)),
        }
    }

    /// The caller named by a request's metadata.
    pub fn of<T>(request: &tonic::Request<T>) -> Self {
        Self::from_metadata(request.metadata())
    }

    pub fn from_metadata(metadata: &MetadataMap) -> Self {
        let id = metadata
            .get(USER_METADATA)
            .and_then(|v| v.to_str().ok())
            .filter(|id| !id.is_empty());
        let role = match metadata.get(ROLE_METADATA).and_then(|v| v.to_str().ok()) {
            Some("admin") => Role::Admin,
            _ => Role::Customer,
        };
        Self {
            user: id.map(|id| (id.to_owned(), role)),
        }
    }

    /// Writes the caller into outgoing metadata.
    pub fn write(&self, metadata: &mut MetadataMap) {
        if let Some((id, role)) = &self.user
            && let Ok(value) = MetadataValue::try_from(id.as_str())
        {
            metadata.insert(USER_METADATA, value);
            metadata.insert(ROLE_METADATA, MetadataValue::from_static(role.as_str()));
        }
    }

    pub fn user_id(&self) -> Option<&str> {
        self.user.as_ref().map(|(id, _)| id.as_str())
    }

    pub fn is_admin(&self) -> bool {
        matches!(self.user, Some((_, Role::Admin)))
    }

    /// The signed-in user's id, or `unauthorized`.
    pub fn signed_in(&self) -> Result<&str, tonic::Status> {
        self.user_id()
            .ok_or_else(|| status_of(ErrorCode::Unauthorized))
    }

    /// `Ok` for an admin, else `forbidden` (or `unauthorized` for a guest).
    pub fn ensure_admin(&self) -> Result<(), tonic::Status> {
        self.signed_in()?;
        if self.is_admin() {
            Ok(())
        } else {
            Err(status_of(ErrorCode::Forbidden))
        }
    }

    /// `Ok` when the caller owns what belongs to `owner_id` or is an admin.
    pub fn ensure_owner_or_admin(&self, owner_id: &str) -> Result<(), tonic::Status> {
        let id = self.signed_in()?;
        if id == owner_id || self.is_admin() {
            Ok(())
        } else {
            Err(status_of(ErrorCode::Forbidden))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caller_travels_in_metadata() {
        for caller in [
            Caller::guest(),
            Caller::user("u1", Role::Customer),
            Caller::user("a1", Role::Admin),
        ] {
            let mut metadata = MetadataMap::new();
            caller.write(&mut metadata);
            assert_eq!(Caller::from_metadata(&metadata), caller);
        }
    }

    #[test]
    fn owners_and_admins_pass_the_owner_check_others_do_not() {
        use tonic::Code;
        let owner = Caller::user("u1", Role::Customer);
        assert!(owner.ensure_owner_or_admin("u1").is_ok());
        assert!(
            Caller::user("a1", Role::Admin)
                .ensure_owner_or_admin("u1")
                .is_ok()
        );
        assert_eq!(
            Caller::user("u2", Role::Customer)
                .ensure_owner_or_admin("u1")
                .unwrap_err()
                .code(),
            Code::PermissionDenied
        );
        assert_eq!(
            Caller::guest()
                .ensure_owner_or_admin("u1")
                .unwrap_err()
                .code(),
            Code::Unauthenticated
        );
        assert_eq!(
            owner.ensure_admin().unwrap_err().code(),
            Code::PermissionDenied
        );
    }
}
