//! `GET /replies/masters`: the masters the review table filters by.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ReplyMaster {
    pub id: i64,
    pub full_name: String,
}

/// The salon's masters, removed ones too (their reviews stay), by name.
#[utoipa::path(get, path = "/replies/masters", operation_id = "salon_reply_masters", tag = "salon", responses((status = 200, body = Vec<ReplyMaster>)))]
pub async fn masters(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<Vec<ReplyMaster>>> {
    let masters = store::review_moderation::masters(&state.db, staff.salon_id).await?;
    Ok(Json(masters.into_iter().map(|(id, full_name)| ReplyMaster { id, full_name }).collect()))
}
