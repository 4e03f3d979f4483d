//! `GET /users/salons?search=`: salons to pick for the salon admin role.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidQuery;
use crate::state::AppState;

const CHOICES: u64 = 20;
/// The longest search text taken (a salon's name is shorter).
const SEARCH_MAX_CHARS: usize = 100;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SalonSearch {
    /// Part of the salon's name.
    #[serde(default)]
    #[param(max_length = 100)]
    pub search: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonChoice {
    pub id: i64,
    pub name: String,
}

/// Up to 20 salons whose name holds `search`, by name.
#[utoipa::path(get, path = "/users/salons", operation_id = "admin_user_salons", tag = "admin", params(SalonSearch), responses((status = 200, body = Vec<SalonChoice>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn salons(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<SalonSearch>,
) -> ApiResult<Json<Vec<SalonChoice>>> {
    if query.search.chars().count() > SEARCH_MAX_CHARS {
        return Err(ApiError::field("search", FieldError::new("max_length").with("max", SEARCH_MAX_CHARS)));
    }
    let rows = store::admin_users::salon_choices(&state.db, &query.search, CHOICES).await?;
    Ok(Json(rows.into_iter().map(|(id, name)| SalonChoice { id, name }).collect()))
}
