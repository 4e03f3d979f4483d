//! `PUT /salaries/{master_id}/worked-days/{date}`: the salon's correction of the minutes a master
//! worked on one day (spec §3 "hours worked ... adjustable by the salon"); `minutes: null` removes
//! it, so the schedule counts again.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::salary::DAY_MINUTES_MAX;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::plan_gate::{Salaries, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct WorkedDayInput {
    /// Minutes worked that day; null: back to what the schedule says.
    #[schema(minimum = 0, maximum = 1440)]
    pub minutes: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WorkedDaySaved {
    pub minutes: Option<i64>,
}

/// Sets or removes one day's correction; another salon's master is a 404, a bad date a 422.
#[utoipa::path(put, path = "/salaries/{master_id}/worked-days/{date}", operation_id = "salon_salary_worked_day", tag = "salon", params(("master_id" = i64, Path), ("date" = String, Path, format = Date)), request_body = WorkedDayInput, responses((status = 200, body = WorkedDaySaved), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn worked_day(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path((master_id, date)): Path<(i64, String)>,
    ValidJson(body): ValidJson<WorkedDayInput>,
) -> ApiResult<Json<WorkedDaySaved>> {
    store::salaries::master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    let mut out = Problems::default();
    let day = out.date("date", &date);
    let minutes = match body.minutes {
        None => Some(None),
        Some(m) => out.between("minutes", m, 0, DAY_MINUTES_MAX).map(Some),
    };
    let (Some(day), Some(minutes)) = (day, minutes) else { return Err(out.into()) };
    store::salaries::set_worked_day(&state.db, master_id, day, minutes.map(|m| m as u32), staff.user.account.id, Utc::now()).await?;
    Ok(Json(WorkedDaySaved { minutes }))
}
