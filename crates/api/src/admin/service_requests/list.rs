//! The moderators' table of salons' service requests.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::salon_profile::{APPROVED, DECLINED, MERGED, PENDING};
use store::service_moderation::{self as moderation, ModerationQuery};
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::TableQuery;

/// A page of requests.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceRequestsAdminPage {
    pub rows: Vec<ServiceRequestRow>,
    pub count: u64,
    /// `{"states": [...], "salons": [{id, name}], "departments": [{id, name}]}`: the values of the
    /// `state`, `salon` and `department` filters (salons and departments that have requests).
    pub meta: serde_json::Value,
}

/// Ids ticked in a checkbox filter, each one of the offered choices.
fn ticked(table: &TableQuery, name: &str, choices: &[moderation::FilterChoice]) -> ApiResult<Option<Vec<i64>>> {
    let allowed: Vec<String> = choices.iter().map(|c| c.id.to_string()).collect();
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    Ok(table.checkbox(name, &allowed)?.map(|values| values.iter().filter_map(|v| v.parse().ok()).collect()))
}

/// Salons' service requests as a data table: search by name; checkbox filters `state`
/// (pending, approved, merged, declined), `salon` and `department` (ids as text, the choices in
/// `meta`); sortable by `name`, `salon`, `state`, `created_at` (newest first by default).
#[utoipa::path(
    get,
    path = "/service-requests",
    operation_id = "admin_service_requests",
    tag = "admin",
    params(crate::table::TableParams),
    responses((status = 200, body = ServiceRequestsAdminPage), (status = 422, body = crate::error::ErrorBody))
)]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    table: TableQuery,
) -> ApiResult<Json<ServiceRequestsAdminPage>> {
    let states = [PENDING, APPROVED, MERGED, DECLINED];
    let (salons, departments) = moderation::filter_choices(&state.db, locale).await?;
    let query = ModerationQuery {
        search: table.search().map(str::to_owned),
        states: table.checkbox("state", &states)?,
        salon_ids: ticked(&table, "salon", &salons)?,
        department_ids: ticked(&table, "department", &departments)?,
        order: table.order(&moderation::MODERATION_SORTING)?,
        offset: table.offset,
        limit: table.limit(),
    };
    let (rows, count) = moderation::requests_page(&state.db, locale, &query).await?;
    let choices = |list: &[moderation::FilterChoice]| -> Vec<serde_json::Value> {
        list.iter().map(|c| serde_json::json!({ "id": c.id, "name": c.name })).collect()
    };
    Ok(Json(ServiceRequestsAdminPage {
        rows: rows.into_iter().map(Into::into).collect(),
        count,
        meta: serde_json::json!({ "states": states, "salons": choices(&salons), "departments": choices(&departments) }),
    }))
}
