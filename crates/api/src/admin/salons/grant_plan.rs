//! `POST /salons/{id}/grant-plan`: `{plan, until, reason}` gives the salon a paid plan until the
//! end of `until` (Europe/Istanbul), e.g. a trial extension: a salon without a paid subscription
//! gets a granted one (no card, ends at `until`), a paying salon's period is extended. Refusals:
//! 422 on `plan`, `until` (not after today, more than a year ahead), `reason` (required, ≤ 500);
//! 409 `grant_within_paid_period` when the salon already paid beyond `until`.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Deserialize;
use store::admin_sales::GrantOutcome;
use utoipa::ToSchema;

use super::AdminSalonCard;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct GrantPlanInput {
    /// A paid plan: `premium`.
    #[schema(max_length = 32)]
    pub plan: String,
    /// The grant's last day, `yyyy-MM-dd`: after today, at most a year ahead.
    #[schema(max_length = 32)]
    pub until: String,
    /// Required, at most 500 characters; kept in the salon's history.
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Grants the salon a paid plan until a day.
#[utoipa::path(post, path = "/salons/{id}/grant-plan", operation_id = "admin_salon_grant_plan", tag = "admin", params(("id" = i64, Path)), request_body = GrantPlanInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn grant_plan(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<GrantPlanInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    let now = Utc::now();
    let grant = domain::plan_grant::parse_grant(&body.plan, &body.until, &body.reason, domain::time::local(now).date())?;
    match store::admin_sales::grant_plan(&state.db, id, grant.plan, grant.period_end(), &grant.reason, admin.actor(), now).await? {
        GrantOutcome::NotFound => Err(ApiError::not_found()),
        GrantOutcome::WithinPaidPeriod { period_end } => {
            Err(ApiError::new(ErrorCode::GrantWithinPaidPeriod)
                .with("date", domain::time::format_date(domain::time::local(period_end).date())))
        }
        GrantOutcome::Granted => Ok(Json(super::card_after(&state, id).await?)),
    }
}
