//! `DELETE /clients/{id}?force=true` (spec §7, §8 "Planned visits exist, cancel first").

use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use serde::{Deserialize, Serialize};
use store::bookings::StatusChange;
use store::salon_clients::Deleted;
use utoipa::{IntoParams, ToSchema};

use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidQuery;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteParams {
    /// Cancel the client's planned visits (the client is told) and delete anyway.
    #[serde(default)]
    pub force: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientDeleted {
    pub deleted: bool,
    /// Planned visits cancelled by the salon on the way.
    pub cancelled: u32,
}

/// Deletes the card and its records; its past visits stay in the salon's appointments. With
/// planned visits the answer is 409 `planned_visits_exist_client`, unless `force`: then those
/// visits are cancelled by the salon first and the client gets the usual cancellation message.
/// The client's own account, if any, is not touched.
#[utoipa::path(delete, path = "/clients/{id}", operation_id = "salon_client_delete", tag = "salon", params(DeleteParams), responses((status = 200, body = ClientDeleted), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
    ValidQuery(params): ValidQuery<DeleteParams>,
) -> ApiResult<Json<ClientDeleted>> {
    let mut cancelled = 0;
    // A few rounds at most: a visit booked between the cancellations and the delete is cancelled too.
    for _ in 0..3 {
        let now = Utc::now();
        match store::salon_clients::delete(&state.db, staff.salon_id, id, now).await? {
            Deleted::Done => return Ok(Json(ClientDeleted { deleted: true, cancelled })),
            Deleted::NotFound => return Err(ApiError::not_found()),
            Deleted::PlannedVisits(_) if !params.force => return Err(ApiError::new(ErrorCode::PlannedVisitsExistClient)),
            Deleted::PlannedVisits(ids) => {
                for visit in ids {
                    let change = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
                    let jobs = vec![jobs::deliver(visit, Event::CancelledBySalon, now)];
                    // `None`: it changed meanwhile (e.g. the client cancelled it); the delete re-checks.
                    if store::bookings::change_status(
                        &state.db,
                        visit,
                        &Status::LIVE,
                        Status::Cancelled,
                        change,
                        Some(staff.user.account.id),
                        "cancelled_by_salon",
                        now,
                        jobs,
                    )
                    .await?
                    .is_some()
                    {
                        cancelled += 1;
                    }
                }
            }
        }
    }
    Err(ApiError::new(ErrorCode::PlannedVisitsExistClient))
}
