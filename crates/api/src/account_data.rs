//! `account_data` (spec §3): what the web app and native wrappers know about the user.

use domain::access::Role;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Permission {
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PendingAgreement {
    pub slug: String,
    pub name: String,
    pub version: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AccountData {
    pub id: i64,
    pub name: String,
    pub phone: Option<String>,
    /// The active role.
    pub role: String,
    pub roles: Vec<String>,
    pub permissions: Vec<Permission>,
    pub notifications_count: i64,
    /// True while an admin acts as this salon's admin.
    pub impersonated: bool,
    /// The route name to open for the active role (spec §4 redirects).
    pub home_route: String,
    /// Agreements an admin forces everyone to (re-)accept.
    pub agreements_to_accept: Vec<PendingAgreement>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    pub token: String,
    pub account_data: AccountData,
}

fn permissions(user: &CurrentUser) -> Vec<Permission> {
    let mut names = Vec::new();
    if user.has(Role::Admin) || user.has(Role::SalonAdmin) {
        names.push("contact_salon");
    }
    if user.has(Role::Admin) {
        names.extend([
            "moderate_services",
            "moderate_reviews",
            "manage_salons",
            "manage_users",
            "manage_blog",
            "manage_agreements",
            "impersonate",
        ]);
    }
    if user.has(Role::SalonAdmin) || user.has(Role::SalonManager) {
        names.extend(["manage_salon", "manage_masters", "manage_clients", "manage_services"]);
    }
    names.into_iter().map(|n| Permission { name: n.into() }).collect()
}

pub async fn build(state: &AppState, user: &CurrentUser) -> ApiResult<AccountData> {
    let mut roles: Vec<String> = user.roles.iter().map(|g| g.role.as_str().to_owned()).collect();
    roles.dedup();
    // A salon agreement concerns only those who run a salon.
    let runs_salon = user.has(Role::SalonAdmin) || user.has(Role::SalonManager);
    let pending: Vec<_> = store::accounts::agreements_to_accept(&state.db, user.account.id)
        .await?
        .into_iter()
        .filter(|a| a.kind != "salon" || runs_salon)
        .collect();
    let role = user.active_role();
    Ok(AccountData {
        id: user.account.id,
        name: user.account.full_name.clone(),
        phone: user.account.phone.clone(),
        role: role.as_str().into(),
        roles,
        permissions: permissions(user),
        notifications_count: store::notifications::unread_count(&state.db, user.account.id).await? as i64,
        impersonated: user.impersonated(),
        home_route: role.home_route().into(),
        agreements_to_accept: pending.into_iter().map(|a| PendingAgreement { slug: a.slug, name: a.name, version: a.version }).collect(),
    })
}

/// Starts a session for `account_id` and answers with the token, the cookie and account data.
pub async fn start_session(
    state: &AppState,
    account_id: i64,
    impersonator: Option<i64>,
    salon: Option<i64>,
) -> ApiResult<(String, AccountData)> {
    let (token, hash) = crate::auth::new_token();
    let session = store::accounts::create_session(&state.db, account_id, &hash, impersonator, salon).await?;
    store::accounts::touch_last_visit(&state.db, account_id).await?;
    let account = store::accounts::by_id(&state.db, account_id).await?.ok_or_else(crate::error::ApiError::not_found)?;
    let roles = store::accounts::roles(&state.db, account_id).await?;
    let user = CurrentUser { session, account, roles };
    Ok((token, build(state, &user).await?))
}

/// The login answer: JSON body plus the HttpOnly cookie.
pub fn login_response(state: &AppState, token: String, account_data: AccountData) -> axum::response::Response {
    use axum::response::IntoResponse;
    let secure = state.config.public_url.starts_with("https://");
    let cookie = crate::auth::session_cookie(&token, secure);
    ([(axum::http::header::SET_COOKIE, cookie)], axum::Json(LoginResponse { token, account_data })).into_response()
}
