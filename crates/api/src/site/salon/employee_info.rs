//! A master: services, portfolio cases, about, ratings, and the salon to book at.

use crate::error::{ApiError, ApiResult};
use crate::images::file_url;
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
pub struct EmployeeSalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub address: String,
    pub city: String,
    pub district: String,
    pub is_active: bool,
}

/// A master's public page data.
#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeInfo {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    pub photo_url: Option<String>,
    pub description: Option<String>,
    pub salon: EmployeeSalon,
    pub services: Vec<SalonServiceItem>,
    pub cases: Vec<PortfolioCase>,
    pub rating: RatingSummary,
}

pub async fn load_employee(state: &AppState, locale: Locale, master_id: i64) -> ApiResult<EmployeeInfo> {
    let db = &state.db;
    let master = page::master(db, master_id).await?.filter(|m| m.contract_active && !m.plan_inactive).ok_or_else(ApiError::not_found)?;
    let salon = page::salon(db, master.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let photo = async {
        match master.photo_file_id {
            Some(id) => Ok(page::storage_keys(db, [id]).await?.remove(&id)),
            None => Ok::<_, store::Error>(None),
        }
    };
    // Independent reads, run concurrently on the pool's connections; the menu is the salon's kept one.
    let (place, photo, menu, cases, rating) = tokio::try_join!(
        page::place(db, &salon),
        photo,
        state.catalogues.menu(db, locale, &salon),
        page::cases(db, locale, page::CaseReader::Public, Some(master.id), None),
        page::rating(db, None, Some(master.id)),
    )?;
    // A bookable master (checked above) is among the doers the menu lists for each service.
    let services = menu.groups.iter().flat_map(|g| &g.services).filter(|s| s.master_ids.contains(&master.id)).cloned();
    Ok(EmployeeInfo {
        services: services.map(service_item).collect(),
        cases: cases.into_iter().map(portfolio_case).collect(),
        rating: rating.into(),
        photo_url: photo.map(|f| file_url(&f.storage_key)),
        salon: EmployeeSalon {
            is_active: salon.status == "active",
            id: salon.id,
            slug: salon.slug,
            name: salon.name,
            address: salon.address,
            city: place.city,
            district: place.district,
        },
        id: master.id,
        full_name: master.full_name,
        position: master.position,
        description: master.description,
    })
}

/// A master: services, portfolio cases, about, ratings, and the salon to book at.
#[utoipa::path(get, path = "/salon/employee-info/{id}", tag = "site", params(("id" = String, Path, description = "Master id")), responses((status = 200, body = EmployeeInfo), (status = 404, body = crate::error::ErrorBody)))]
pub async fn employee_info(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<EmployeeInfo>> {
    let id: i64 = id.parse().map_err(|_| ApiError::not_found())?;
    Ok(Json(load_employee(&state, locale, id).await?))
}
