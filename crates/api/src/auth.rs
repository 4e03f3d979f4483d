//! Sessions and role guards as extractors (DESIGN §3): `CurrentUser` for any logged-in account,
//! `ClientUser`, `AdminUser`, `SalonStaff { salon_id }` and `MasterUser` for the areas. The token
//! comes from `Authorization: Bearer` (native apps) or the HttpOnly `token` cookie (web).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use domain::access::Role;
use rand::RngCore;
use sha2::{Digest, Sha256};
use store::accounts::RoleGrant;
use store::model::{Account, Session};

use crate::error::{ApiError, ErrorCode};
use crate::locale::cookie;
use crate::state::AppState;

pub const TOKEN_COOKIE: &str = "token";

/// A fresh session token (256 random bits) and the hash that is stored.
pub fn new_token() -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = hex::encode(bytes);
    let hash = hash_secret(&token);
    (token, hash)
}

/// SHA-256 of a secret, hex encoded: what is stored for tokens, codes and links.
pub fn hash_secret(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

/// `Set-Cookie` for a new session: HttpOnly, SameSite=Lax, 30 days.
pub fn session_cookie(token: &str, secure: bool) -> HeaderValue {
    let max_age = domain::access::SESSION_DAYS * 24 * 3600;
    let secure = if secure { "; Secure" } else { "" };
    HeaderValue::from_str(&format!("{TOKEN_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}"))
        .expect("ascii cookie")
}

pub fn clear_session_cookie() -> HeaderValue {
    HeaderValue::from_static("token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0")
}

fn token_of(parts: &Parts) -> Option<String> {
    let bearer = parts
        .headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    bearer.or_else(|| cookie(&parts.headers, TOKEN_COOKIE).filter(|t| !t.is_empty())).map(str::to_owned)
}

/// The logged-in account behind a request.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub session: Session,
    pub account: Account,
    pub roles: Vec<RoleGrant>,
}

impl CurrentUser {
    pub fn has(&self, role: Role) -> bool {
        self.roles.iter().any(|g| g.role == role)
    }

    pub fn active_role(&self) -> Role {
        Role::parse(&self.account.active_role)
            .filter(|r| self.has(*r))
            .or_else(|| self.roles.first().map(|g| g.role))
            .unwrap_or(Role::Client)
    }

    pub fn impersonated(&self) -> bool {
        self.session.impersonator_id.is_some()
    }

    /// Who the audit trail names for a change made in this request.
    pub fn actor(&self) -> store::audit::Actor {
        store::audit::Actor { account_id: self.account.id, impersonator_id: self.session.impersonator_id }
    }

    /// The salon a salon role acts for: the impersonated one, else the first granted.
    pub fn salon_of(&self, roles: &[Role]) -> Option<i64> {
        self.session.impersonated_salon_id.or_else(|| self.roles.iter().find(|g| roles.contains(&g.role)).and_then(|g| g.salon_id))
    }
}

/// Looks the session up once per request and caches it in the extensions.
pub async fn load(parts: &mut Parts, state: &AppState) -> Result<Option<CurrentUser>, ApiError> {
    if let Some(cached) = parts.extensions.get::<Option<CurrentUser>>() {
        return Ok(cached.clone());
    }
    let user = match token_of(parts) {
        None => None,
        Some(token) => store::accounts::session_with_roles(&state.db, &hash_secret(&token))
            .await?
            .map(|(session, account, roles)| CurrentUser { session, account, roles }),
    };
    parts.extensions.insert(user.clone());
    Ok(user)
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        load(parts, state).await?.ok_or_else(|| ApiError::new(ErrorCode::Unauthorized))
    }
}

/// A session if there is one; guests get `None`.
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(MaybeUser(load(parts, state).await?))
    }
}

macro_rules! role_guard {
    ($(#[$doc:meta])* $name:ident, $roles:expr) => {
        $(#[$doc])*
        pub struct $name(pub CurrentUser);

        impl FromRequestParts<AppState> for $name {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
                let user = CurrentUser::from_request_parts(parts, state).await?;
                if $roles.iter().any(|r| user.has(*r)) {
                    Ok($name(user))
                } else {
                    Err(ApiError::forbidden())
                }
            }
        }
    };
}

role_guard!(
    /// `/api/client`: the account holds the client role.
    ClientUser, [Role::Client]
);
role_guard!(
    /// `/api/admin`: the account holds the admin role.
    AdminUser, [Role::Admin]
);
role_guard!(
    /// `/api/master`: the account is a master of a salon.
    MasterUser, [Role::SalonMaster]
);

/// `/api/salon`: salon admin or manager (or an admin impersonating the salon), with the salon
/// every query is scoped to.
pub struct SalonStaff {
    pub user: CurrentUser,
    pub salon_id: i64,
}

impl FromRequestParts<AppState> for SalonStaff {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        match user.salon_of(&[Role::SalonAdmin, Role::SalonManager]) {
            Some(salon_id) if user.impersonated() || user.has(Role::SalonAdmin) || user.has(Role::SalonManager) => {
                Ok(SalonStaff { user, salon_id })
            }
            _ => Err(ApiError::forbidden()),
        }
    }
}

/// Middleware: every path of an area needs its role before anything else runs (spec §6 guards),
/// so a missing endpoint and a forbidden one cannot be told apart by a stranger.
pub async fn area_guard(
    axum::extract::State(state): axum::extract::State<AppState>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let path = request.uri().path();
    let needed: Option<&[Role]> = if path.starts_with("/api/client/") {
        Some(&[Role::Client])
    } else if path.starts_with("/api/admin/") {
        Some(&[Role::Admin])
    } else if path.starts_with("/api/master/") {
        Some(&[Role::SalonMaster])
    } else if path.starts_with("/api/salon/") {
        Some(&[Role::SalonAdmin, Role::SalonManager])
    } else if path.starts_with("/api/common/") {
        Some(&[])
    } else {
        None
    };
    let Some(needed) = needed else { return next.run(request).await };
    let (mut parts, body) = request.into_parts();
    match load(&mut parts, &state).await {
        Err(err) => err.into_response(),
        Ok(None) => ApiError::new(ErrorCode::Unauthorized).into_response(),
        Ok(Some(user)) if !needed.is_empty() && !needed.iter().any(|r| user.has(*r)) => ApiError::forbidden().into_response(),
        Ok(Some(_)) => next.run(axum::extract::Request::from_parts(parts, body)).await,
    }
}
