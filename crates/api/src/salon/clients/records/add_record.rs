//! Adds a record to the card.

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::json::ValidJson;
use crate::plan_gate::{Crm, SalonFeature};
use crate::salon::clients::card::ClientRecord;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::limits::CLIENT_RECORD_MAX_CHARS;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewRecord {
    #[schema(min_length = 1, max_length = 2000)]
    pub text: Option<String>,
}

/// Adds a record to the card.
#[utoipa::path(post, path = "/clients/{id}/records", operation_id = "salon_client_add_record", tag = "salon", request_body = NewRecord, responses((status = 200, body = ClientRecord), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_record(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<NewRecord>,
) -> ApiResult<Json<ClientRecord>> {
    crate::salon::clients::card::load(&state, &staff, id).await?;
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
