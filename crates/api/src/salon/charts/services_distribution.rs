//! `GET /charts/services-distribution`: what the completed visits of the period were made of.

use std::collections::HashMap;

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::numbers::Scope;
use utoipa::ToSchema;

use super::MasterPeriodQuery;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// A service of the salon's menu in the period's completed visits.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceShare {
    /// The salon's service (`salon_services.id`).
    pub id: i64,
    /// In the reader's language.
    pub name: String,
    /// Units sold.
    pub quantity: i64,
    /// kuruş, subservices and add-ons included.
    pub revenue: i64,
    /// kuruş of the same service in the period before.
    pub previous_revenue: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ServicesDistribution {
    /// Highest revenue first.
    pub services: Vec<ServiceShare>,
}

/// The services sold in the period's completed visits, with each one's revenue in the period before.
#[utoipa::path(get, path = "/charts/services-distribution", operation_id = "salon_chart_services_distribution", tag = "salon", params(MasterPeriodQuery), responses((status = 404, body = crate::error::ErrorBody), (status = 200, body = ServicesDistribution), (status = 422, body = crate::error::ErrorBody)))]
pub async fn services_distribution(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<MasterPeriodQuery>,
) -> ApiResult<Json<ServicesDistribution>> {
    let (period, master_id) = query.parse(&state, staff.salon_id).await?;
    let previous = period.previous();
    let salon_id = staff.salon_id;
    let sold = store::numbers::services_sold(&state.db, Scope { salon_id, from: period.from, to: period.to, master_id }, locale).await?;
    let before: HashMap<i64, i64> =
        store::numbers::services_sold(&state.db, Scope { salon_id, from: previous.from, to: previous.to, master_id }, locale)
            .await?
            .into_iter()
            .map(|s| (s.salon_service_id, s.revenue))
            .collect();
    let services = sold
        .into_iter()
        .map(|s| ServiceShare {
            id: s.salon_service_id,
            previous_revenue: before.get(&s.salon_service_id).copied().unwrap_or(0),
            name: s.name,
            quantity: s.quantity,
            revenue: s.revenue,
        })
        .collect();
    Ok(Json(ServicesDistribution { services }))
}
