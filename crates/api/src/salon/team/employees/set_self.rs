//! The salon admin becomes a master of their own salon (linked to their account, with the

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::team::{SalaryType, WorkingType};
use store::team::MasterData;

use super::*;

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
