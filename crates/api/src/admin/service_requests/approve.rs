//! Approves a request with the moderator's data and binds it to the requesting salon.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::salon_settings as rules;
use serde::Deserialize;
use store::service_moderation::{self as moderation, RequestEdit};
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// The approved service's data: names, category and the catalogue's default duration.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ApproveRequestInput {
    #[serde(flatten)]
    pub names: RequestNames,
    pub category_id: Option<i64>,
    /// Minutes, more than 0, a multiple of 5.
    pub default_duration_min: Option<i64>,
}

/// Approves a pending request with the moderator's names, category and default duration: the
/// service joins the catalogue, the requesting salon sells it at the price and duration it
/// asked for (masters unassigned) and its staff are notified. Audited as `service.approve`.
/// A request decided already is `service_request_already_decided` (409).
#[utoipa::path(
    post,
    path = "/service-requests/{id}/approve",
    operation_id = "admin_approve_service_request",
    tag = "admin",
    params(("id" = i64, Path)),
    request_body = ApproveRequestInput,
    responses(
        (status = 200, body = DecisionResult),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)
    )
)]
pub async fn approve(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<ApproveRequestInput>,
) -> ApiResult<Json<DecisionResult>> {
    let mut out = Problems::default();
    let names = body.names.check(&mut out);
    if body.category_id.is_none() {
        out.push("category_id", "required");
    }
    match body.default_duration_min {
        None => out.push("default_duration_min", "required"),
        Some(minutes) => rules::check_duration("default_duration_min", minutes, false, &mut out),
    }
    out.into_result()?;
    let (Some(names), Some(category_id), Some(minutes)) = (names, body.category_id, body.default_duration_min) else {
        return Err(ApiError::field("body", FieldError::new("wrong_format")));
    };
    let edit = RequestEdit { names, category_id, default_duration_min: minutes as i32 };
    let decision = moderation::approve(&state.db, admin.actor(), id, edit, Utc::now()).await?.map_err(refused)?;
    signal(&state, &decision.notified).await;
    Ok(Json(decision.into()))
}
