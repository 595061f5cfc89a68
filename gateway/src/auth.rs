//! Who is calling: the route guards of the spec's access rules (DECISIONS.md "Access control").
//!
//! A handler states its guard by its arguments: none (public), [`SignedIn`], [`Admin`], and
//! [`SignedIn::ensure_owner_or_admin`] for a resource owned by one user. Every signed-in request
//! asks the auth service to authenticate the bearer token, so a logout, a role change or a
//! deletion takes effect on the very next request.

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use shop_proto::auth::v1 as pb;

use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;
use shop_common::caller::{Caller, Role};

/// A caller with a valid, unrevoked token, as the auth service knows them now.
#[derive(Debug, Clone)]
pub(crate) struct SignedIn {
    pub user: pb::User,
    pub token: String,
    /// This request's service calls, made for this user.
    pub call: Call,
    /// When the token stops working, in seconds since the epoch.
    pub expires_at: i64,
}

/// A signed-in caller whose current role is admin.
#[derive(Debug, Clone)]
pub(crate) struct Admin(pub SignedIn);

impl SignedIn {
    pub(crate) fn is_admin(&self) -> bool {
        self.user.role == "admin"
    }
}

/// The token of `Authorization: Bearer <token>`, if the header has that form.
pub(crate) fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty() && token.len() <= 4096)
        .then_some(token)
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = bearer_token(parts)
            .ok_or(ErrorCode::Unauthorized)?
            .to_owned();
        // The auth service answers `unauthorized` to any token it does not accept.
        let identity = state
            .auth
            .clone()
            .authenticate(Call::of(parts).request(pb::AuthenticateRequest {
                token: token.clone(),
            }))
            .await?
            .into_inner();
        let user = identity.user.ok_or(ErrorCode::Unauthorized)?;
        let role = if user.role == "admin" {
            Role::Admin
        } else {
            Role::Customer
        };
        let call = Call::of(parts).for_caller(Caller::user(user.id.clone(), role));
        Ok(Self {
            user,
            token,
            call,
            expires_at: identity.expires_at,
        })
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let caller = SignedIn::from_request_parts(parts, state).await?;
        if caller.is_admin() {
            Ok(Self(caller))
        } else {
            Err(ErrorCode::Forbidden.into())
        }
    }
}

/// The caller's calls on a public route that answers more for a signed-in caller (the quote's
/// "already used by you"): made for the user when the bearer token is valid, else as a guest (a
/// public route never refuses a stale token; what must be enforced is enforced where sign-in
/// is required).
#[derive(Debug, Clone)]
pub(crate) struct MaybeSignedIn(pub Call);

impl FromRequestParts<AppState> for MaybeSignedIn {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if bearer_token(parts).is_none() {
            return Ok(Self(Call::of(parts)));
        }
        Ok(Self(
            match SignedIn::from_request_parts(parts, state).await {
                Ok(signed_in) => signed_in.call,
                Err(_) => Call::of(parts),
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(header: Option<&str>) -> Parts {
        let mut builder = axum::http::Request::builder();
        if let Some(h) = header {
            builder = builder.header(AUTHORIZATION, h);
        }
        builder.body(()).unwrap().into_parts().0
    }

    #[test]
    fn reads_only_well_formed_bearer_headers() {
        assert_eq!(
            bearer_token(&parts(Some("Bearer abc.def"))),
            Some("abc.def")
        );
        assert_eq!(bearer_token(&parts(Some("bearer  abc"))), Some("abc"));
        for bad in [
            None,
            Some("Basic abc"),
            Some("Bearer "),
            Some("Bearer"),
            Some("abc"),
        ] {
            assert_eq!(bearer_token(&parts(bad)), None, "{bad:?}");
        }
    }
}
