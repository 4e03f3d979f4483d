//! `PUT /salons/star-count`: `{star_count}` sets the maximum number of star salons (0–1000).
//! Salons starred beyond a lowered maximum stay starred; new stars are refused until below it.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::salon_admin::{STAR_COUNT_MAX, STAR_COUNT_MIN};
use serde::Deserialize;
use utoipa::ToSchema;

use super::star_count::{StarCount, current};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct StarCountInput {
    #[schema(minimum = 0, maximum = 1000)]
    pub star_count: i64,
}

/// Sets the star maximum.
#[utoipa::path(put, path = "/salons/star-count", operation_id = "admin_salon_update_star_count", tag = "admin", request_body = StarCountInput, responses((status = 200, body = StarCount), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_star_count(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<StarCountInput>,
) -> ApiResult<Json<StarCount>> {
    let mut problems = Problems::default();
    let value = problems.between("star_count", body.star_count, STAR_COUNT_MIN, STAR_COUNT_MAX);
    let value = problems.finish(value)?;
    store::admin_salons::set_star_count(&state.db, value, admin.actor(), Utc::now()).await?;
    Ok(Json(current(&state).await?))
}
