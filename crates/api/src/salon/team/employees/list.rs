//! The salon's masters: search by name or phone; filters `working_type` (checkbox: full_time,

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::images::{ImageRef, image_ref};
use crate::master::calendar::{self, SalonHoursView};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::plan::Plan;
use domain::team::{SalaryType, WorkingType};
use serde::Serialize;
use store::model::Salon;
use store::team::EmployeeFilter;
use utoipa::ToSchema;

use super::*;

/// One row of the masters table.
#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeRow {
    pub id: i64,
    pub full_name: String,
    /// E.164
    pub phone: Option<String>,
    pub position: Option<String>,
    pub photo: Option<ImageRef>,
    /// full_time or part_time
    pub working_type: String,
    /// fixed or hourly
    pub salary_type: String,
    /// kuruş an hour
    pub hourly_rate: Option<i64>,
    pub services_count: i64,
    /// Linked to an account: can use the master cabinet.
    pub has_account: bool,
    /// The logged-in salon admin themselves.
    pub is_self: bool,
    pub created_at: DateTime<Utc>,
}

/// The plan's employee limit as the masters screen shows it (`meta` of the table).
#[derive(Debug, Serialize, ToSchema)]
pub struct TeamMeta {
    /// Employees counted now: masters plus the owner when the owner is not a master.
    pub used: u32,
    pub limit: u32,
    /// free or premium
    pub plan: String,
    /// The logged-in admin already has a master row here.
    pub self_is_master: bool,
    /// The salon's opening hours (Monday first): what a new master's schedule starts from.
    pub salon_hours: Vec<SalonHoursView>,
    /// The salon's time slicing in minutes: the step of time inputs.
    pub time_slicing: i16,
}

async fn team_meta(state: &AppState, staff: &SalonStaff, salon: &Salon) -> ApiResult<TeamMeta> {
    let plan = Plan::parse(&salon.plan);
    let masters = store::team::active_masters(&state.db, salon.id).await?;
    Ok(TeamMeta {
        used: store::team::employee_count(&state.db, salon).await?,
        limit: plan.employee_limit(),
        plan: plan.as_str().to_owned(),
        self_is_master: masters.iter().any(|m| m.account_id == Some(staff.user.account.id)),
        salon_hours: calendar::salon_hours_view(&store::team::schedule::salon_hours(&state.db, salon.id).await?),
        time_slicing: salon.time_slicing,
    })
}

/// The salon's masters: search by name or phone; filters `working_type` (checkbox: full_time,
/// part_time) and `salary_type` (radio: fixed, hourly); sort by `name`, `position` or `created`.
/// `meta` carries the plan's employee limit ([`TeamMeta`]).
#[utoipa::path(get, path = "/employees", operation_id = "salon_employees", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = TableResponse<EmployeeRow>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, staff: SalonStaff, query: TableQuery) -> ApiResult<Json<TableResponse<EmployeeRow>>> {
    let salon = salon_of(&state, &staff).await?;
    let filter = EmployeeFilter {
        ids: match query.search() {
            Some(term) => Some(store::team::matching_ids(&state.db, salon.id, term).await?),
            None => None,
        },
        working_types: query.checkbox("working_type", &WorkingType::ALL.map(WorkingType::as_str))?,
        salary_type: query.radio("salary_type", &SalaryType::ALL.map(SalaryType::as_str))?,
    };
    let order = query.order(&store::team::EMPLOYEE_SORTING)?;
    let (rows, count) = store::team::employees_page(&state.db, salon.id, &filter, &order, query.offset, query.limit()).await?;
    let photos = store::salon_page::storage_keys(&state.db, rows.iter().filter_map(|r| r.photo_file_id)).await?;
    let me = staff.user.account.id;
    let rows = rows
        .into_iter()
        .map(|r| EmployeeRow {
            photo: r.photo_file_id.and_then(|id| photos.get(&id)).map(|f| image_ref(f, &r.full_name)),
            has_account: r.account_id.is_some(),
            is_self: r.account_id == Some(me),
            id: r.id,
            full_name: r.full_name,
            phone: r.phone,
            position: r.position,
            working_type: r.working_type,
            salary_type: r.salary_type,
            hourly_rate: r.hourly_rate,
            services_count: r.services_count,
            created_at: r.created_at,
        })
        .collect();
    let meta = serde_json::to_value(team_meta(&state, &staff, &salon).await?).map_err(ApiError::internal)?;
    Ok(Json(TableResponse::new(rows, count).with_meta(meta)))
}
