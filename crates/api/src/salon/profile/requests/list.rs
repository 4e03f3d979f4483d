//! The salon's service requests as a data table: search by name, checkbox filter `state`,

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::salon_profile::{self as profile, APPROVED, DECLINED, MERGED, PENDING, RequestsQuery};
use utoipa::ToSchema;

use super::*;

/// A page of the salon's requests.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceRequestsPage {
    pub rows: Vec<ServiceRequest>,
    pub count: u64,
    /// `{"states": ["pending", "approved", "merged", "declined"]}`: the values of the `state` filter.
    pub meta: serde_json::Value,
}

/// The salon's service requests as a data table: search by name, checkbox filter `state`,
/// sortable by `name`, `state`, `created_at` (newest first by default).
#[utoipa::path(get, path = "/services/requests", operation_id = "salon_service_requests", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = ServiceRequestsPage), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    table: TableQuery,
) -> ApiResult<Json<ServiceRequestsPage>> {
    let states = [PENDING, APPROVED, MERGED, DECLINED];
    let query = RequestsQuery {
        search: table.search().map(str::to_owned),
        states: table.checkbox("state", &states)?,
        order: table.order(&profile::REQUEST_SORTING)?,
        offset: table.offset,
        limit: table.limit(),
    };
    let (rows, count) = profile::requests_page(&state.db, locale, staff.salon_id, &query).await?;
    let page = TableResponse::new(rows.into_iter().map(Into::into).collect::<Vec<ServiceRequest>>(), count)
        .with_meta(serde_json::json!({ "states": states }));
    Ok(Json(ServiceRequestsPage { rows: page.rows, count: page.count, meta: page.meta }))
}
