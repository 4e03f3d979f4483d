//! Top active salons: starred first, then by rating.

use crate::auth::MaybeUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BestSalonsQuery {
    /// How many salons, 1 to 24 (default 8).
    pub limit: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BestSalons {
    pub salons: Vec<SalonCard>,
}

/// Top active salons: starred first, then by rating.
#[utoipa::path(get, path = "/best-salons", tag = "site", params(BestSalonsQuery), responses((status = 200, body = BestSalons)))]
pub async fn best_salons(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    ValidQuery(query): ValidQuery<BestSalonsQuery>,
) -> ApiResult<Json<BestSalons>> {
    Ok(Json(load_best(&state, locale, query.limit.unwrap_or(8), user.map(|u| u.account.id)).await?))
}

/// The best salons, as the home page embeds them.
pub async fn load_best(state: &AppState, locale: domain::Locale, limit: u64, viewer: Option<i64>) -> ApiResult<BestSalons> {
    Ok(BestSalons { salons: cards(store::salons::best(&state.db, locale, limit.clamp(1, 24), viewer).await?) })
}
