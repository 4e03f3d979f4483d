//! Records that the user accepted the current version of an agreement.

use crate::account_data::{self, AccountData};
use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcceptAgreement {
    pub slug: String,
}

/// Records that the user accepted the current version of an agreement.
#[utoipa::path(post, path = "/agreements/accept", tag = "account", request_body = AcceptAgreement, responses((status = 200, body = AccountData), (status = 404, body = crate::error::ErrorBody)))]
pub async fn accept_agreement(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<AcceptAgreement>,
) -> ApiResult<Json<AccountData>> {
    let agreement = store::accounts::agreement(&state.db, &body.slug).await?.ok_or_else(ApiError::not_found)?;
    store::accounts::accept_agreement(&state.db, user.account.id, &agreement).await?;
    Ok(Json(account_data::build(&state, &user).await?))
}
