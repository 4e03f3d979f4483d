//! `GET /clients/extended/{id}`: the card with its records, numbers and top 3 categories, for
//! the edit and info screens.

use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::{NaiveDate, Utc};
use serde::Serialize;
use store::catalogue::localized;
use utoipa::ToSchema;

use super::card::{ClientRecord, SalonClient, load, view};
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct TopCategory {
    pub id: i64,
    pub name: String,
    /// Visits with a service of this category (completed or planned).
    pub visits: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientExtended {
    pub client: SalonClient,
    pub records: Vec<ClientRecord>,
    /// Completed visits at this salon.
    pub visits: i64,
    /// yyyy-MM-dd of the latest completed visit.
    pub last_visit: Option<NaiveDate>,
    /// Live visits that have not started yet.
    pub planned_visits: i64,
    /// kuruş paid for completed visits.
    pub completed_spend: i64,
    /// Visits the client did not come to, as the salon recorded them.
    pub no_shows: i64,
    /// The 3 most visited categories, most visits first.
    pub top_categories: Vec<TopCategory>,
}

/// The card with its records and visit statistics at this salon.
#[utoipa::path(get, path = "/clients/extended/{id}", operation_id = "salon_client_extended", tag = "salon", responses((status = 200, body = ClientExtended), (status = 404, body = crate::error::ErrorBody)))]
pub async fn extended(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
) -> ApiResult<Json<ClientExtended>> {
    let card = load(&state, &staff, id).await?;
    let stats = store::salon_clients::stats(&state.db, staff.salon_id, id, Utc::now()).await?;
    let top = store::salon_clients::top_categories(&state.db, staff.salon_id, id).await?;
    let records = store::salon_clients::records(&state.db, id).await?;
    Ok(Json(ClientExtended {
        client: view(&state, card).await?,
        records: records.into_iter().map(ClientRecord::from).collect(),
        visits: stats.visits,
        last_visit: stats.last_visit,
        planned_visits: stats.planned,
        completed_spend: stats.completed_spend,
        no_shows: stats.no_shows,
        top_categories: top
            .into_iter()
            .map(|c| TopCategory { id: c.id, name: localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned(), visits: c.visits })
            .collect(),
    }))
}
