//! Switches the active role to one the account holds.

use crate::account_data::{self, AccountData};
use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::access::Role;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChangeActiveRole {
    pub role: String,
}

/// Switches the active role to one the account holds.
#[utoipa::path(post, path = "/change-active-role", tag = "account", request_body = ChangeActiveRole, responses((status = 200, body = AccountData), (status = 403, body = crate::error::ErrorBody)))]
pub async fn change_active_role(
    State(state): State<AppState>,
    mut user: CurrentUser,
    ValidJson(body): ValidJson<ChangeActiveRole>,
) -> ApiResult<Json<AccountData>> {
    let role = Role::parse(&body.role).filter(|r| user.has(*r)).ok_or_else(ApiError::forbidden)?;
    store::accounts::set_active_role(&state.db, user.account.id, role).await?;
    user.account.active_role = role.as_str().into();
    Ok(Json(account_data::build(&state, &user).await?))
}
