//! Removes a master. With planned visits and without `force`: `planned_visits_exist_master`

use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::json::ValidQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteQuery {
    /// Also cancel the master's planned visits (the clients are told).
    pub force: Option<bool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeDeleted {
    pub deleted: bool,
    /// Planned visits cancelled with the master.
    pub cancelled_visits: usize,
}

/// Removes a master. With planned visits and without `force`: `planned_visits_exist_master`
/// (409) and nothing changes; with `force` the visits are cancelled by the salon and each client
/// is told by SMS and in the app.
#[utoipa::path(delete, path = "/employees/{id}", operation_id = "salon_employee_delete", tag = "salon", params(DeleteQuery), responses((status = 200, body = EmployeeDeleted), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidQuery(query): ValidQuery<DeleteQuery>,
) -> ApiResult<Json<EmployeeDeleted>> {
    let master = master_of(&state, &staff, id).await?;
    let now = Utc::now();
    let cancelled = store::team::remove(&state.db, &master, query.force.unwrap_or(false), staff.user.account.id, now, |visit| {
        vec![jobs::deliver(visit, Event::CancelledBySalon, now)]
    })
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::PlannedVisitsExistMaster))?;
    Ok(Json(EmployeeDeleted { deleted: true, cancelled_visits: cancelled.len() }))
}
