//! Top active salons: starred first, then by rating.

use crate::auth::MaybeUser;
use crate::error::{ApiError, ApiResult, FieldError};
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
    /// How many salons, 1 to 24 (default 8); beyond is a 422.
    #[param(minimum = 1, maximum = 24)]
    pub limit: Option<u64>,
}

/// The most salons one call returns.
pub const BEST_LIMIT_MAX: u64 = 24;

#[derive(Debug, Serialize, ToSchema)]
pub struct BestSalons {
    pub salons: Vec<SalonCard>,
}

/// Top active salons: starred first, then by rating.
#[utoipa::path(get, path = "/best-salons", tag = "site", params(BestSalonsQuery), responses((status = 200, body = BestSalons), (status = 422, body = crate::error::ErrorBody)))]
pub async fn best_salons(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    ValidQuery(query): ValidQuery<BestSalonsQuery>,
) -> ApiResult<Json<BestSalons>> {
    // Refused rather than clamped, as the document's bounds say (a fuzzer checks that they hold).
    let limit = query.limit.unwrap_or(8);
    if !(1..=BEST_LIMIT_MAX).contains(&limit) {
        return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", BEST_LIMIT_MAX)));
    }
    Ok(Json(load_best(&state, locale, limit, user.map(|u| u.account.id)).await?))
}

/// The best salons, as the home page embeds them.
pub async fn load_best(state: &AppState, locale: domain::Locale, limit: u64, viewer: Option<i64>) -> ApiResult<BestSalons> {
    Ok(BestSalons { salons: cards(store::salons::best(&state.db, locale, limit.clamp(1, BEST_LIMIT_MAX), viewer).await?) })
}
