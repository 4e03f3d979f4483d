//! Marks a visit completed and records how it was paid.

use crate::auth::SalonStaff;
use crate::booking::jobs::Event;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::Path;
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use serde::Deserialize;
use store::bookings::StatusChange;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct Complete {
    /// card or cash (also accepted as `payment_method`)
    #[serde(alias = "payment_method")]
    pub payment: String,
}

/// Marks a visit completed and records how it was paid; not before its start time
/// (409 `visit_not_started`).
#[utoipa::path(post, path = "/schedule/acts/complete/{id}", tag = "salon", request_body = Complete, responses((status = 200, body = ActStatus), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn complete(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<Complete>,
) -> ApiResult<Json<ActStatus>> {
    if !matches!(body.payment.as_str(), "card" | "cash") {
        return Err(ApiError::field("payment", FieldError::new("wrong_format")));
    }
    // A completed visit may still get its payment method recorded.
    let from = [Status::New, Status::Moved, Status::Confirmed, Status::Completed];
    check_started(&state, &staff, id, &from, domain::booking::check_complete).await?;
    let paid = StatusChange { payment_method: Some(body.payment), ..Default::default() };
    change(&state, &staff, id, &from, Status::Completed, paid, "completed", Some((Event::Completed, Vec::new()))).await
}
