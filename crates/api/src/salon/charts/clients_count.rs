//! `GET /charts/clients-count`: clients served (and new ones) in the period and the one before.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::PeriodQuery;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Clients (phone numbers) with a completed visit in a period.
#[derive(Debug, Serialize, ToSchema)]
pub struct PeriodClients {
    pub clients: i64,
    /// Of them, those whose first completed visit at the salon falls in the period.
    pub new_clients: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientsComparison {
    pub current: PeriodClients,
    pub previous: PeriodClients,
}

/// Clients served in the period and how many of them were new, and the same for the period before.
#[utoipa::path(get, path = "/charts/clients-count", operation_id = "salon_chart_clients_count", tag = "salon", params(PeriodQuery), responses((status = 200, body = ClientsComparison), (status = 422, body = crate::error::ErrorBody)))]
pub async fn clients_count(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<ClientsComparison>> {
    let period = query.period()?;
    let previous = period.previous();
    let (now, before) = store::numbers::client_counts(&state.db, staff.salon_id, period, previous).await?;
    Ok(Json(ClientsComparison {
        current: PeriodClients { clients: now.clients, new_clients: now.new_clients },
        previous: PeriodClients { clients: before.clients, new_clients: before.new_clients },
    }))
}
