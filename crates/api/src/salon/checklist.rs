//! `GET /api/salon/checklist`: what a salon still lacks before going live (issue #20): a profile
//! (about text and address), working hours, services and masters. The salon cabinet's overview
//! shows it to a new partner until everything is done and an admin has activated the salon.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ChecklistItem {
    /// `profile`, `hours`, `services` or `masters`.
    pub key: String,
    pub done: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonChecklist {
    /// The salon's status: `new` until an admin activates it, then `active`.
    pub status: String,
    pub items: Vec<ChecklistItem>,
    /// Every item done.
    pub complete: bool,
}

/// What the salon still lacks before going live.
#[utoipa::path(get, path = "/checklist", operation_id = "salon_checklist", tag = "salon", responses((status = 200, body = SalonChecklist), (status = 404, body = crate::error::ErrorBody)))]
pub async fn checklist(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SalonChecklist>> {
    let list = store::partners::checklist(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let status = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?.status;
    let items: Vec<ChecklistItem> =
        [("profile", list.profile), ("hours", list.hours), ("services", list.services), ("masters", list.masters)]
            .into_iter()
            .map(|(key, done)| ChecklistItem { key: key.into(), done })
            .collect();
    let complete = items.iter().all(|i| i.done);
    Ok(Json(SalonChecklist { status, items, complete }))
}
