//! Bookmarks: a client marks and unmarks salons (spec §6 client: bookmark).

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Deserialize, Serialize, ToSchema)]
pub struct SalonFavorite {
    pub salon_id: i64,
    /// true marks, false unmarks.
    pub favorite: bool,
}

/// Marks or unmarks a salon as the client's bookmark; answers the state now stored.
#[utoipa::path(post, path = "/update-salon-favorite", tag = "client", request_body = SalonFavorite, responses((status = 200, body = SalonFavorite), (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn update_salon_favorite(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ValidJson(body): ValidJson<SalonFavorite>,
) -> ApiResult<Json<SalonFavorite>> {
    store::salon_page::salon(&state.db, body.salon_id).await?.ok_or_else(ApiError::not_found)?;
    store::favorites::set(&state.db, user.account.id, body.salon_id, body.favorite).await?;
    Ok(Json(body))
}
