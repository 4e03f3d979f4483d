//! The salon's active services to pick from, by category.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ServicesQuery {
    /// Part of a service or category name (Turkish letters folded); all services when empty.
    pub term: Option<String>,
}

/// A salon service a master can be given.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceChoice {
    /// The salon service id (what `services` of the form takes).
    pub id: i64,
    /// The catalogue service id (what a portfolio case names).
    pub service_id: i64,
    pub name: String,
    pub category: String,
    /// minutes
    pub duration: i32,
    /// kuruş
    pub price: i64,
}

/// The salon's active services to pick from, by category.
#[utoipa::path(get, path = "/employees/search-services", operation_id = "salon_employee_services", tag = "salon", params(ServicesQuery), responses((status = 200, body = Vec<ServiceChoice>)))]
pub async fn search_services(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidQuery(query): ValidQuery<ServicesQuery>,
) -> ApiResult<Json<Vec<ServiceChoice>>> {
    let words: Vec<String> = domain::text::fold(query.term.as_deref().unwrap_or("")).split_whitespace().map(str::to_owned).collect();
    let groups = store::salon_page::services(&state.db, locale, staff.salon_id).await?;
    let mut out = Vec::new();
    for group in groups {
        for s in group.services {
            let key = domain::text::fold(&format!("{} {}", s.name, group.name));
            if words.iter().all(|w| key.contains(w.as_str())) {
                out.push(ServiceChoice {
                    id: s.id,
                    service_id: s.service_id,
                    name: s.name,
                    category: group.name.clone(),
                    duration: s.duration_min,
                    price: s.price,
                });
            }
        }
    }
    Ok(Json(out))
}
