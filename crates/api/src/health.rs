use axum::Json;
use axum::extract::State;
use sea_orm::ConnectionTrait;
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
    state.db.execute_unprepared("SELECT 1").await?;
    let database = match state.db.get_database_backend() {
        sea_orm::DbBackend::Postgres => "postgres",
        sea_orm::DbBackend::Sqlite => "sqlite",
        _ => "other",
    };
    Ok(Json(Health { status: "ok".into(), database: database.into() }))
}
