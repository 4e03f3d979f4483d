//! `/api/salon/employees` (spec §7 salon employees): the masters table, one master, create (also
//! the salon admin as master), update, delete with the planned-visits warning, and the salon's
//! services to pick from. Every lookup is scoped to `SalonStaff::salon_id`.

mod create;
mod delete;
mod get;
mod list;
mod search_services;
mod set_self;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use search_services::*;
pub use set_self::*;
pub use update::*;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::images::{ImageRef, image_ref};
use crate::master::calendar::{self, ScheduleView};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::plan::Plan;
use serde::Serialize;
use store::model::{Master, Salon};
use store::team::{MasterData, TeamRefusal};
use utoipa::ToSchema;

/// The staff member's salon.
pub async fn salon_of(state: &AppState, staff: &SalonStaff) -> ApiResult<Salon> {
    store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)
}

/// A master of the staff member's salon; another salon's (or a removed one) is a 404.
pub async fn master_of(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<Master> {
    store::team::master_of_salon(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)
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

async fn employee(state: &AppState, staff: &SalonStaff, master: &Master) -> ApiResult<Employee> {
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

fn refusal(salon: &Salon, refusal: TeamRefusal) -> ApiError {
    match refusal {
        TeamRefusal::LimitReached => {
            ApiError::new(ErrorCode::EmployeeLimitReached).with("limit", Plan::parse(&salon.plan).employee_limit())
        }
        TeamRefusal::AlreadyMaster => ApiError::new(ErrorCode::MasterAlreadyExists),
        TeamRefusal::BreakOverlapsVisit { date, start_min } => calendar::break_overlaps(date, start_min),
    }
}

async fn create_master(state: &AppState, staff: &SalonStaff, data: MasterData, link: Option<i64>) -> ApiResult<Employee> {
    let salon = salon_of(state, staff).await?;
    let limit = Plan::parse(&salon.plan).employee_limit();
    let master =
        store::team::create(&state.db, &salon, &data, link, limit, calendar::today(), Utc::now()).await?.map_err(|r| refusal(&salon, r))?;
    employee(state, staff, &master).await
}
