//! The salon's services grouped by category, with prices, discounts, durations, options and masters.

use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceCategory {
    pub id: i64,
    pub name: String,
    pub department: String,
    pub services: Vec<SalonServiceItem>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonServices {
    pub categories: Vec<ServiceCategory>,
}

/// The salon's services from its kept menu (`state.catalogues`: no statement while the salon row
/// says the menu is current); the salon page's renderer embeds the same value.
pub async fn load_services(state: &AppState, locale: Locale, salon: &Salon) -> ApiResult<SalonServices> {
    let menu = state.catalogues.menu(&state.db, locale, salon).await?;
    Ok(SalonServices {
        categories: menu
            .groups
            .iter()
            .map(|g| ServiceCategory {
                id: g.category_id,
                name: g.name.clone(),
                department: g.department.clone(),
                services: g.services.iter().cloned().map(service_item).collect(),
            })
            .collect(),
    })
}

/// The salon's services grouped by category, with prices, discounts, durations, options and masters.
#[utoipa::path(get, path = "/salon-services/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug")), responses((status = 200, body = SalonServices), (status = 404, body = crate::error::ErrorBody)))]
pub async fn salon_services(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<SalonServices>> {
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_services(&state, locale, &salon).await?))
}
