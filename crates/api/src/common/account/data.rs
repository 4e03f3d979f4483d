//! The current user's account data.

use crate::account_data::{self, AccountData};
use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

/// The current user's account data.
#[utoipa::path(get, path = "/account-data", tag = "account", responses((status = 200, body = AccountData), (status = 401, body = crate::error::ErrorBody)))]
pub async fn account_data(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<AccountData>> {
    Ok(Json(account_data::build(&state, &user).await?))
}
