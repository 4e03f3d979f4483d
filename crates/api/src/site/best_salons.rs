use axum::extract::{Query, State};
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
pub struct BestSalonsQuery {
    /// How many salons, 1 to 24 (default 8).
    pub limit: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonCard {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub district: String,
    pub address: String,
    pub rating: Option<f64>,
    pub reviews_count: i32,
    pub cover_url: Option<String>,
    /// Lowest price of the salon's services in kuruş.
    pub price_from: Option<i64>,
    pub departments: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BestSalons {
    pub salons: Vec<SalonCard>,
}

impl From<store::salons::SalonCard> for SalonCard {
    fn from(card: store::salons::SalonCard) -> Self {
        SalonCard {
            cover_url: card.cover_key.map(|key| format!("/api/files/{key}")),
            id: card.id,
            slug: card.slug,
            name: card.name,
            city: card.city,
            district: card.district,
            address: card.address,
            rating: card.rating.map(|r| (r * 10.0).round() / 10.0),
            reviews_count: card.reviews_count,
            price_from: card.price_from,
            departments: card.departments,
        }
    }
}

/// Top active salons: starred first, then by rating.
#[utoipa::path(get, path = "/best-salons", tag = "site", params(BestSalonsQuery), responses((status = 200, body = BestSalons)))]
pub async fn best_salons(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Query(query): Query<BestSalonsQuery>,
) -> ApiResult<Json<BestSalons>> {
    let limit = query.limit.unwrap_or(8).clamp(1, 24);
    let cards = store::salons::best(&state.db, locale, limit).await?;
    Ok(Json(BestSalons { salons: cards.into_iter().map(SalonCard::from).collect() }))
}
