//! `POST /salons/{id}/update-admin-phone`: `{phone}` becomes the phone of the salon owner's
//! account. A phone of another salon admin is a 409 "Phone already exists for a salon admin"; a
//! phone of any other account a 409 `phone_taken_by_account`.

use axum::Json;
use axum::extract::State;
use store::admin_salons::AdminPhoneChange;

use super::{AdminSalonCard, PhoneInput, parse_phone};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

fn taken(code: ErrorCode) -> ApiError {
    let mut err = ApiError::new(code);
    err.fields.entry("phone".into()).or_default().push(FieldError::new(code.as_str()));
    err
}

/// Changes the owner's phone.
#[utoipa::path(post, path = "/salons/{id}/update-admin-phone", operation_id = "admin_salon_update_admin_phone", tag = "admin", params(("id" = i64, Path)), request_body = PhoneInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_admin_phone(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<PhoneInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    let phone = parse_phone(&body)?;
    match store::admin_salons::update_admin_phone(&state.db, id, &phone, admin.actor()).await? {
        AdminPhoneChange::NotFound => Err(ApiError::not_found()),
        AdminPhoneChange::NoAdmin => Err(ApiError::new(ErrorCode::UserNotFound)),
        AdminPhoneChange::TakenBySalonAdmin => Err(taken(ErrorCode::PhoneExistsSalonAdmin)),
        AdminPhoneChange::TakenByAccount => Err(taken(ErrorCode::PhoneTakenByAccount)),
        AdminPhoneChange::Done { .. } => Ok(Json(super::card_after(&state, id).await?)),
    }
}
