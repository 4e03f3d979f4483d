//! `GET /salons/star-count`: the maximum number of star salons and how many there are.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StarCount {
    /// The maximum, 0 to 1000.
    #[schema(minimum = 0, maximum = 1000)]
    pub star_count: i64,
    /// Salons starred now (read-only; may exceed a lowered maximum).
    #[serde(default)]
    pub starred: i64,
}

pub async fn current(state: &AppState) -> ApiResult<StarCount> {
    let (star_count, starred) = tokio::try_join!(store::admin_salons::star_count(&state.db), store::admin_salons::starred(&state.db))?;
    Ok(StarCount { star_count, starred })
}

/// The star maximum.
#[utoipa::path(get, path = "/salons/star-count", operation_id = "admin_salon_star_count", tag = "admin", responses((status = 200, body = StarCount)))]
pub async fn star_count(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<StarCount>> {
    Ok(Json(current(&state).await?))
}
