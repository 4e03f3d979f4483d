//! `PUT /users/{id}`: the card's Save — name, e-mail and the roles an admin manages.

use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::access::Role;
use serde::Deserialize;
use store::admin_users::{MANAGED_ROLES, UserEdit};
use utoipa::ToSchema;

use super::{AdminUserView, views};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// A role the admin grants: `client`, `admin`, or `salon_admin` with its salon.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RoleGrantInput {
    #[schema(example = "salon_admin")]
    pub role: String,
    pub salon_id: Option<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UserInput {
    /// Required, at most `domain::person::NAME_MAX_CHARS` (120) characters.
    #[serde(default)]
    #[schema(max_length = 120)]
    pub full_name: String,
    pub email: Option<String>,
    /// Every client/admin/salon admin role the account keeps; master roles come with the
    /// master record and are not touched.
    #[serde(default)]
    pub roles: Vec<RoleGrantInput>,
}

/// Saves the card; an account left without any role, a salon admin role without an existing
/// salon, or a bad name or e-mail is a 422 naming the field.
#[utoipa::path(put, path = "/users/{id}", operation_id = "admin_user_update", tag = "admin", params(("id" = i64, Path)), request_body = UserInput, responses((status = 200, body = AdminUserView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<UserInput>,
) -> ApiResult<Json<AdminUserView>> {
    let current = store::admin_users::user(&state.db, id).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    let mut out = Problems::default();
    let full_name = domain::person::full_name("full_name", &body.full_name, &mut out);
    let email = domain::person::optional_email("email", body.email.as_deref(), &mut out);
    let mut grants: Vec<(Role, Option<i64>)> = Vec::new();
    for grant in &body.roles {
        match Role::parse(&grant.role).filter(|r| MANAGED_ROLES.contains(r)) {
            Some(Role::SalonAdmin) => match grant.salon_id {
                Some(salon) => grants.push((Role::SalonAdmin, Some(salon))),
                None => out.push("roles", "required"),
            },
            Some(role) => grants.push((role, None)),
            None => out.push("roles", "wrong_format"),
        }
    }
    let salons: Vec<i64> = grants.iter().filter_map(|(_, s)| *s).collect();
    let distinct: std::collections::HashSet<i64> = salons.iter().copied().collect();
    if store::admin_users::existing_salons(&state.db, &salons).await?.len() < distinct.len() {
        out.push("roles", "wrong_format");
    }
    let masters = store::admin_users::roles_of(&state.db, &[id]).await?.remove(&id).unwrap_or_default();
    if grants.is_empty() && !out.has("roles") && !masters.iter().any(|r| r.role == Role::SalonMaster.as_str()) {
        out.push("roles", "required");
    }
    let (full_name, email) = out.finish(full_name.zip(email))?;
    let edit = UserEdit { full_name, email: email.map(|e| e.into_string()), grants };
    store::admin_users::update(&state.db, current.id, edit, admin.actor()).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    let row = store::admin_users::user(&state.db, id).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    Ok(Json(views(&state, vec![row]).await?.remove(0)))
}
