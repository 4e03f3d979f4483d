//! The masters (with what they do) and services the desk's forms choose from.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskOptionMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    /// Salon services the master does.
    pub service_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskOptionService {
    /// The salon service id.
    pub id: i64,
    pub name: String,
    pub category_id: i64,
    pub category: String,
    /// minutes
    pub duration: i32,
    /// kuruş after the discount
    pub price: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskOptions {
    /// The salon (for its free times: `/api/site/salon/employee-availability-for-given-date/{id}`).
    pub salon_id: i64,
    /// free or premium
    pub plan: String,
    /// Manual entries are allowed (paid plan).
    pub manual_entries: bool,
    pub masters: Vec<DeskOptionMaster>,
    pub services: Vec<DeskOptionService>,
    /// Minutes between start times.
    pub time_slicing: i16,
}

/// The masters (with what they do) and services the desk's forms choose from.
#[utoipa::path(get, path = "/schedule/options", operation_id = "salon_schedule_options", tag = "salon", responses((status = 200, body = DeskOptions), (status = 404, body = crate::error::ErrorBody)))]
pub async fn options(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
) -> ApiResult<Json<DeskOptions>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let masters = store::bookings::bookable_masters(&state.db, salon.id).await?;
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();
    let doers = store::bookings::services_of_masters(&state.db, &ids).await?;
    let menu = state.catalogues.menu(&state.db, locale, &salon).await?;
    let services = menu
        .groups
        .iter()
        .flat_map(|g| {
            g.services.iter().map(|s| DeskOptionService {
                id: s.id,
                name: s.name.clone(),
                category_id: g.category_id,
                category: g.name.clone(),
                duration: s.duration_min,
                price: domain::money::final_price(s.price, s.discount_percent),
            })
        })
        .collect();
    let plan = domain::plan::Plan::parse(&salon.plan);
    Ok(Json(DeskOptions {
        salon_id: salon.id,
        plan: plan.as_str().to_owned(),
        manual_entries: plan.allows(domain::plan::Feature::ManualEntries),
        masters: masters
            .into_iter()
            .map(|m| DeskOptionMaster {
                service_ids: doers.get(&m.id).map(|s| s.iter().copied().collect()).unwrap_or_default(),
                id: m.id,
                full_name: m.full_name,
                position: m.position,
            })
            .collect(),
        services,
        time_slicing: salon.time_slicing,
    }))
}
