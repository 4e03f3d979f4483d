//! Completes an own visit and records how it was paid.

use crate::auth::MasterUser;
use crate::booking::jobs::Event;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use serde::Deserialize;
use store::bookings::StatusChange;
use utoipa::ToSchema;

use super::*;

const COMPLETE_FROM: [Status; 4] = [Status::New, Status::Moved, Status::Confirmed, Status::Completed];

#[derive(Debug, Deserialize, ToSchema)]
pub struct CompleteVisit {
    /// card or cash
    #[serde(default)]
    pub payment: String,
}

/// Completes an own visit and records how it was paid.
#[utoipa::path(post, path = "/acts/complete/{id}", operation_id = "master_complete_act", tag = "master", request_body = CompleteVisit, responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn complete(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<CompleteVisit>,
) -> ApiResult<Json<MasterAct>> {
    match body.payment.as_str() {
        "card" | "cash" => {}
        "" => return Err(ApiError::field("payment", FieldError::new("required"))),
        _ => return Err(ApiError::field("payment", FieldError::new("wrong_format"))),
    }
    let paid = StatusChange { payment_method: Some(body.payment), ..Default::default() };
    change(&state, locale, &user, id, &COMPLETE_FROM, Status::Completed, paid, "completed", Event::Completed).await
}
