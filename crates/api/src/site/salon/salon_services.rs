//! The salon's services grouped by category, with prices, discounts, durations, options and masters.

use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::Serialize;
use store::salon_page as page;
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

pub async fn load_services(state: &AppState, locale: Locale, salon_id: i64) -> ApiResult<SalonServices> {
    let groups = page::services(&state.db, locale, salon_id, None).await?;
    Ok(SalonServices {
        categories: groups
            .into_iter()
            .map(|g| ServiceCategory {
                id: g.category_id,
                name: g.name,
                department: g.department,
                services: g.services.into_iter().map(service_item).collect(),
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
    Ok(Json(load_services(&state, locale, salon.id).await?))
}
