//! Records on a card: `POST /clients/{id}/records`, `DELETE /clients/{id}/records/{record_id}`.

use axum::Json;
use axum::extract::{Path, State};
use chrono::Utc;
use domain::Problems;
use domain::limits::CLIENT_RECORD_MAX_CHARS;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::card::ClientRecord;
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewRecord {
    #[schema(min_length = 1, max_length = 2000)]
    pub text: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecordDeleted {
    pub deleted: bool,
}

/// Adds a record to the card.
#[utoipa::path(post, path = "/clients/{id}/records", operation_id = "salon_client_add_record", tag = "salon", request_body = NewRecord, responses((status = 200, body = ClientRecord), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_record(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<NewRecord>,
) -> ApiResult<Json<ClientRecord>> {
    super::card::load(&state, &staff, id).await?;
    let mut out = Problems::default();
    let text = out.required_text("text", body.text.as_deref().unwrap_or_default(), CLIENT_RECORD_MAX_CHARS);
    let text = out.finish(text)?;
    let record_id = store::salon_clients::add_record(&state.db, staff.salon_id, id, &text, staff.user.account.id, Utc::now())
        .await?
        .ok_or_else(ApiError::not_found)?;
    let record =
        store::salon_clients::records(&state.db, id).await?.into_iter().find(|r| r.id == record_id).ok_or_else(ApiError::not_found)?;
    Ok(Json(ClientRecord::from(record)))
}

/// Deletes a record of the card.
#[utoipa::path(delete, path = "/clients/{id}/records/{record_id}", operation_id = "salon_client_delete_record", tag = "salon", responses((status = 200, body = RecordDeleted), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_record(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path((id, record_id)): Path<(i64, i64)>,
) -> ApiResult<Json<RecordDeleted>> {
    if !store::salon_clients::delete_record(&state.db, staff.salon_id, id, record_id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(RecordDeleted { deleted: true }))
}
