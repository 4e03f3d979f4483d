//! Every city × department that has active salons (the `/city-service` index).

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct CityDepartment {
    pub slug: String,
    pub name: String,
    pub salons_count: i64,
    /// The landing's `{city}-{service}` part, e.g. `istanbul-kuafor`.
    pub path_slug: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct City {
    pub slug: String,
    pub name: String,
    pub departments: Vec<CityDepartment>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CityServices {
    pub cities: Vec<City>,
}

pub async fn load_city_services(state: &AppState, locale: Locale) -> ApiResult<CityServices> {
    let cities = store::catalogue::city_services(&state.db, locale).await?;
    Ok(CityServices {
        cities: cities
            .into_iter()
            .map(|c| City {
                departments: c
                    .departments
                    .into_iter()
                    .map(|d| CityDepartment {
                        path_slug: format!("{}-{}", c.slug, d.slug),
                        slug: d.slug,
                        name: d.name,
                        salons_count: d.salons_count,
                    })
                    .collect(),
                slug: c.slug,
                name: c.name,
            })
            .collect(),
    })
}

/// Every city × department that has active salons (the `/city-service` index).
#[utoipa::path(get, path = "/city-services", tag = "site", responses((status = 200, body = CityServices)))]
pub async fn city_services(State(state): State<AppState>, RequestLocale(locale): RequestLocale) -> ApiResult<Json<CityServices>> {
    Ok(Json(load_city_services(&state, locale).await?))
}
