use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when the database answers.
    pub status: String,
    /// `sqlite` or `postgres`.
    pub database: String,
}

/// Liveness and database reachability.
#[utoipa::path(get, path = "/health", tag = "health", responses((status = 200, body = Health)))]
pub async fn health(State(state): State<AppState>) -> ApiResult<Json<Health>> {
    store::ping(&state.db).await?;
    Ok(Json(Health { status: "ok".into(), database: store::backend_name(&state.db).into() }))
}
