//! Updates name, e-mail, gender, birthday and photo.

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::person::{NAME_MAX_CHARS, valid_email};
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdatePersonalData {
    pub full_name: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<String>,
    pub photo_file_id: Option<i64>,
}

/// Updates name, e-mail, gender, birthday and photo.
#[utoipa::path(post, path = "/update-personal-data", tag = "account", request_body = UpdatePersonalData, responses((status = 200, body = PersonalData), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_personal_data(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<UpdatePersonalData>,
) -> ApiResult<Json<PersonalData>> {
    let mut err = ApiError::new(ErrorCode::Validation);
    let full_name = body.full_name.trim().to_owned();
    if full_name.is_empty() {
        err.fields.entry("full_name".into()).or_default().push(FieldError::new("required"));
    } else if full_name.chars().count() > NAME_MAX_CHARS {
        err.fields.entry("full_name".into()).or_default().push(FieldError::new("max_length").with("max", NAME_MAX_CHARS));
    }
    let email = body.email.map(|e| e.trim().to_owned()).filter(|e| !e.is_empty());
    if email.as_deref().is_some_and(|e| !valid_email(e)) {
        err.fields.entry("email".into()).or_default().push(FieldError::new("email"));
    }
    let gender = body.gender.filter(|g| !g.is_empty());
    if gender.as_deref().is_some_and(|g| g != "male" && g != "female") {
        err.fields.entry("gender".into()).or_default().push(FieldError::new("wrong_format"));
    }
    let birthday = match body.birthday.filter(|b| !b.is_empty()) {
        None => None,
        Some(text) => match NaiveDate::parse_from_str(&text, "%Y-%m-%d") {
            Ok(date) if date < chrono::Utc::now().date_naive() => Some(date),
            _ => {
                err.fields.entry("birthday".into()).or_default().push(FieldError::new("wrong_format"));
                None
            }
        },
    };
    if let Some(id) = body.photo_file_id {
        let owned = store::files::file(&state.db, id).await?.is_some_and(|f| f.uploaded_by == Some(user.account.id));
        if !owned {
            err.fields.entry("photo_file_id".into()).or_default().push(FieldError::new("wrong_format"));
        }
    }
    if !err.fields.is_empty() {
        return Err(err);
    }
    let updated = store::accounts::update_personal(
        &state.db,
        user.account.clone(),
        store::accounts::PersonalData { full_name, email, gender, birthday, photo_file_id: body.photo_file_id },
    )
    .await?;
    Ok(Json(personal(&state, &user, &updated).await?))
}
