//! Step 3 of a phone change: the SMS code sent to the new phone completes it.

use crate::account_data::{self, AccountData};
use crate::auth::{CurrentUser, hash_secret};
use crate::codes::{self, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CheckPhoneSms {
    pub token: String,
    pub code: String,
}

/// Step 3 of a phone change: the SMS code sent to the new phone completes it.
#[utoipa::path(post, path = "/check-update-phone-sms", tag = "account", request_body = CheckPhoneSms, responses((status = 200, body = AccountData), (status = 422, body = crate::error::ErrorBody)))]
pub async fn check_update_phone_sms(
    State(state): State<AppState>,
    mut user: CurrentUser,
    ValidJson(body): ValidJson<CheckPhoneSms>,
) -> ApiResult<Json<AccountData>> {
    let change = store::accounts::phone_change(&state.db, &hash_secret(&body.token))
        .await?
        .filter(|c| c.account_id == user.account.id && c.link_verified_at.is_some())
        .ok_or_else(|| ApiError::new(ErrorCode::InvalidOrExpiredLink))?;
    codes::verify(&state, &change.new_phone, Purpose::PhoneUpdate, &body.code).await?;
    store::accounts::set_phone(&state.db, user.account.id, &change.new_phone).await?;
    store::accounts::mark_phone_change(&state.db, change.id, true).await?;
    user.account.phone = Some(change.new_phone);
    Ok(Json(account_data::build(&state, &user).await?))
}
