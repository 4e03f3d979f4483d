//! Deletes a record of the card.

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct RecordDeleted {
    pub deleted: bool,
}

/// Deletes a record of the card.
#[utoipa::path(delete, path = "/clients/{id}/records/{record_id}", operation_id = "salon_client_delete_record", tag = "salon", responses((status = 200, body = RecordDeleted), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_record(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path((id, record_id)): Path<(i64, i64)>,
) -> ApiResult<Json<RecordDeleted>> {
    if !store::salon_clients::delete_record(&state.db, staff.salon_id, id, record_id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(RecordDeleted { deleted: true }))
}
