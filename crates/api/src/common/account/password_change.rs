//! Sets a new password after the SMS code; the two entries must match.

use crate::auth::CurrentUser;
use crate::codes::{self, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChangePassword {
    pub code: String,
    pub password: String,
    pub password_confirmation: String,
}

/// Sets a new password after the SMS code; the two entries must match.
#[utoipa::path(post, path = "/password/change", tag = "account", request_body = ChangePassword, responses((status = 204), (status = 422, body = crate::error::ErrorBody)))]
pub async fn password_change(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<ChangePassword>,
) -> ApiResult<StatusCode> {
    if body.password.chars().count() < crate::passwords::MIN_LENGTH {
        return Err(ApiError::field("password", FieldError::new("min_length").with("min", crate::passwords::MIN_LENGTH)));
    }
    if body.password != body.password_confirmation {
        return Err(ApiError::field("password_confirmation", FieldError::new("passwords_do_not_match")));
    }
    let phone = user.account.phone.clone().ok_or_else(|| ApiError::new(ErrorCode::PhoneValidationFailed))?;
    codes::verify(&state, &phone, Purpose::Password, &body.code).await?;
    let hash = crate::passwords::hash(body.password).await?;
    store::accounts::set_password_hash(&state.db, user.account.id, &hash).await?;
    Ok(StatusCode::NO_CONTENT)
}
