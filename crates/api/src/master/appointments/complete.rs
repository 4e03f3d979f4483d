//! Completes an own visit and records how it was paid, once it has started (the desk's rule).

use crate::auth::MasterUser;
use crate::booking::jobs::Event;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
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

/// Completes an own visit and records how it was paid; not before its start time (409
/// `visit_not_started`, the desk's rule).
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
    // The status first, so an ended visit never reads as "not started yet"; then the start time,
    // by the same rule as the salon's desk.
    let row = own_visit(&state, &user, id).await?;
    if !Status::parse(&row.status).is_some_and(|status| COMPLETE_FROM.contains(&status)) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    if !desk_rule(&row, chrono::Utc::now()).complete {
        return Err(ApiError::new(ErrorCode::VisitNotStarted));
    }
    let paid = StatusChange { payment_method: Some(body.payment), ..Default::default() };
    change(&state, locale, &user, id, &COMPLETE_FROM, Status::Completed, paid, "completed", Event::Completed).await
}
