//! `/api/salon/employees` (spec §7 salon employees): the masters table, one master, create (also
//! the salon admin as master), update, delete with the planned-visits warning, and the salon's
//! services to pick from. Every lookup is scoped to `SalonStaff::salon_id`.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::plan::Plan;
use domain::team::{SalaryType, WorkingType};
use serde::{Deserialize, Serialize};
use store::entities::{masters, salons};
use store::team::{EmployeeFilter, Link, MasterData, TeamRefusal};
use utoipa::{IntoParams, ToSchema};

use super::form::{self, EmployeeForm};
use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::images::{ImageRef, image_ref};
use crate::json::{ValidJson, ValidQuery};
use crate::locale::RequestLocale;
use crate::master::calendar::{self, SalonHoursView, ScheduleView};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

/// The staff member's salon.
pub async fn salon_of(state: &AppState, staff: &SalonStaff) -> ApiResult<salons::Model> {
    store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)
}

/// A master of the staff member's salon; another salon's (or a removed one) is a 404.
pub async fn master_of(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<masters::Model> {
    store::team::master_of_salon(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)
}

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

async fn team_meta(state: &AppState, staff: &SalonStaff, salon: &salons::Model) -> ApiResult<TeamMeta> {
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
    let order =
        query.order_by(&[("name", "m.full_name"), ("position", "m.position"), ("created", "m.created_at")], "m.sort_order", "m.id")?;
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

/// A master with everything the edit screen shows.
#[derive(Debug, Serialize, ToSchema)]
pub struct Employee {
    pub id: i64,
    pub full_name: String,
    pub email: Option<String>,
    /// E.164
    pub phone: Option<String>,
    /// yyyy-MM-dd
    pub birthday: Option<String>,
    pub position: Option<String>,
    pub photo_file_id: Option<i64>,
    pub photo: Option<ImageRef>,
    pub description: Option<String>,
    /// Salon service ids.
    pub services: Vec<i64>,
    /// fixed or hourly
    pub salary_type: String,
    /// kuruş an hour (hourly only)
    pub hourly_rate: Option<i64>,
    /// full_time or part_time
    pub working_type: String,
    pub has_account: bool,
    pub is_self: bool,
    pub created_at: DateTime<Utc>,
    pub schedule: ScheduleView,
}

async fn employee(state: &AppState, staff: &SalonStaff, master: &masters::Model) -> ApiResult<Employee> {
    let photo = match master.photo_file_id {
        Some(id) => store::files::file(&state.db, id).await?.map(|f| image_ref(&f, &master.full_name)),
        None => None,
    };
    Ok(Employee {
        id: master.id,
        full_name: master.full_name.clone(),
        email: master.email.clone(),
        phone: master.phone.clone(),
        birthday: master.birthday.map(|d| d.format("%Y-%m-%d").to_string()),
        position: master.position.clone(),
        photo_file_id: master.photo_file_id,
        photo,
        description: master.description.clone(),
        services: store::team::services_of(&state.db, master.id).await?,
        salary_type: master.salary_type.clone(),
        hourly_rate: master.hourly_rate,
        working_type: master.working_type.clone(),
        has_account: master.account_id.is_some(),
        is_self: master.account_id == Some(staff.user.account.id),
        created_at: master.created_at,
        schedule: calendar::view(state, master).await?,
    })
}

/// One master of the salon; another salon's id is a 404.
#[utoipa::path(get, path = "/employees/{id}", operation_id = "salon_employee", tag = "salon", responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<Employee>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(employee(&state, &staff, &master).await?))
}

fn refusal(salon: &salons::Model, refusal: TeamRefusal) -> ApiError {
    match refusal {
        TeamRefusal::LimitReached => {
            ApiError::new(ErrorCode::EmployeeLimitReached).with("limit", Plan::parse(&salon.plan).employee_limit())
        }
        TeamRefusal::AlreadyMaster => ApiError::new(ErrorCode::MasterAlreadyExists),
    }
}

async fn create_master(state: &AppState, staff: &SalonStaff, data: MasterData, link: Option<i64>) -> ApiResult<Employee> {
    let salon = salon_of(state, staff).await?;
    let limit = Plan::parse(&salon.plan).employee_limit();
    let master =
        store::team::create(&state.db, &salon, &data, link, limit, calendar::today(), Utc::now()).await?.map_err(|r| refusal(&salon, r))?;
    employee(state, staff, &master).await
}

/// Adds a master. Refused beyond the plan's employee limit (free 3 with the owner, paid 10:
/// `employee_limit_reached` with `limit`), and when the phone's account or the phone is already a
/// master here (`master_already_exists`).
#[utoipa::path(post, path = "/employees/new", operation_id = "salon_employee_create", tag = "salon", request_body = EmployeeForm, responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<EmployeeForm>,
) -> ApiResult<Json<Employee>> {
    let data = form::parse(&state, &staff, &body, None).await?;
    let link = match form::link_for(&state, data.phone.as_deref(), None).await? {
        Link::To(id) => Some(id),
        Link::Keep | Link::Clear => None,
    };
    Ok(Json(create_master(&state, &staff, data, link).await?))
}

/// The salon admin becomes a master of their own salon (linked to their account, with the
/// `salon_master` role here). Same limit; `master_already_exists` when they already are one.
#[utoipa::path(post, path = "/employees/self", operation_id = "salon_employee_self", tag = "salon", responses((status = 200, body = Employee), (status = 409, body = crate::error::ErrorBody)))]
pub async fn set_self(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<Employee>> {
    let account = &staff.user.account;
    let full_name =
        Some(account.full_name.trim()).filter(|n| !n.is_empty()).map(str::to_owned).or_else(|| account.phone.clone()).unwrap_or_default();
    let data = MasterData {
        full_name,
        email: account.email.clone(),
        phone: account.phone.clone(),
        birthday: account.birthday,
        position: None,
        photo_file_id: account.photo_file_id,
        description: None,
        salary_type: SalaryType::Fixed.as_str().into(),
        hourly_rate: None,
        working_type: WorkingType::FullTime.as_str().into(),
        services: Vec::new(),
        schedule: None,
    };
    Ok(Json(create_master(&state, &staff, data, Some(account.id)).await?))
}

/// Saves a master's fields, services and (when sent) schedule; another salon's id is a 404.
#[utoipa::path(put, path = "/employees/{id}", operation_id = "salon_employee_update", tag = "salon", request_body = EmployeeForm, responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<EmployeeForm>,
) -> ApiResult<Json<Employee>> {
    let master = master_of(&state, &staff, id).await?;
    let data = form::parse(&state, &staff, &body, Some(&master)).await?;
    let link = form::link_for(&state, data.phone.as_deref(), Some(&master)).await?;
    let salon = salon_of(&state, &staff).await?;
    let updated = store::team::update(&state.db, &master, &data, link, calendar::today()).await?.map_err(|r| refusal(&salon, r))?;
    Ok(Json(employee(&state, &staff, &updated).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeleteQuery {
    /// Also cancel the master's planned visits (the clients are told).
    pub force: Option<bool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeDeleted {
    pub deleted: bool,
    /// Planned visits cancelled with the master.
    pub cancelled_visits: usize,
}

/// Removes a master. With planned visits and without `force`: `planned_visits_exist_master`
/// (409) and nothing changes; with `force` the visits are cancelled by the salon and each client
/// is told by SMS and in the app.
#[utoipa::path(delete, path = "/employees/{id}", operation_id = "salon_employee_delete", tag = "salon", params(DeleteQuery), responses((status = 200, body = EmployeeDeleted), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidQuery(query): ValidQuery<DeleteQuery>,
) -> ApiResult<Json<EmployeeDeleted>> {
    let master = master_of(&state, &staff, id).await?;
    let now = Utc::now();
    let cancelled = store::team::remove(&state.db, &master, query.force.unwrap_or(false), staff.user.account.id, now, |visit| {
        vec![jobs::deliver(visit, Event::CancelledBySalon, now)]
    })
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::PlannedVisitsExistMaster))?;
    Ok(Json(EmployeeDeleted { deleted: true, cancelled_visits: cancelled.len() }))
}

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
    let groups = store::salon_page::services(&state.db, locale, staff.salon_id, None).await?;
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
