//! The employee form (spec §3 master fields, §5 validation): parsed into `store::team::MasterData`
//! with a message per field in the request's language.

use domain::Problems;
use domain::person::Email;
use domain::team::{MasterFields, MasterInput};
use serde::{Deserialize, Serialize};
use store::model::Master;
use store::team::{Link, MasterData};
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::master::calendar::{self, ScheduleForm};
use crate::state::AppState;

/// How a master is paid, as the form and the schema name it (`domain::team::SalaryType`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)] // Only the schema names it; the form's text is parsed by `domain`.
pub enum SalaryTypeName {
    Fixed,
    Hourly,
}

/// How much a master works, as the form and the schema name it (`domain::team::WorkingType`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)] // Only the schema names it; the form's text is parsed by `domain`.
pub enum WorkingTypeName {
    FullTime,
    PartTime,
}

/// A master's fields as the salon's form sends them. Empty strings count as not given.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct EmployeeForm {
    /// Required.
    #[serde(default)]
    #[schema(min_length = 1, max_length = 120)]
    pub full_name: String,
    pub email: Option<String>,
    /// Turkish mobile, any usual writing (`+90 532 123 45 67`); stored as E.164. When an account
    /// has this phone, the master is linked to it and may use the master cabinet.
    pub phone: Option<String>,
    /// yyyy-MM-dd, in the past.
    #[schema(format = Date)]
    pub birthday: Option<String>,
    #[schema(max_length = 120)]
    pub position: Option<String>,
    /// An uploaded file (`/api/common/upload-file`).
    pub photo_file_id: Option<i64>,
    #[schema(max_length = 2000)]
    pub description: Option<String>,
    /// Salon service ids of this salon.
    #[serde(default)]
    pub services: Vec<i64>,
    /// `fixed` or `hourly`; required.
    #[schema(value_type = Option<SalaryTypeName>)]
    pub salary_type: Option<String>,
    /// kuruş an hour; required and above 0 with `hourly`, ignored (stored as null) with `fixed`.
    #[schema(minimum = 1, maximum = 10000000)]
    pub hourly_rate: Option<i64>,
    /// `full_time` or `part_time`; required.
    #[schema(value_type = Option<WorkingTypeName>)]
    pub working_type: Option<String>,
    /// The whole schedule; left as it is when absent.
    pub schedule: Option<ScheduleForm>,
}

/// Parses the form for a new master (`current` = `None`) or an existing one. Field problems come
/// first, all at once; then ids that are not this salon's (services) are a 404, never data.
pub async fn parse(state: &AppState, staff: &SalonStaff, form: &EmployeeForm, current: Option<&Master>) -> ApiResult<MasterData> {
    let mut out = Problems::default();
    let input = MasterInput {
        full_name: &form.full_name,
        email: form.email.as_deref(),
        phone: form.phone.as_deref(),
        birthday: form.birthday.as_deref(),
        position: form.position.as_deref(),
        description: form.description.as_deref(),
        salary_type: form.salary_type.as_deref(),
        hourly_rate: form.hourly_rate,
        working_type: form.working_type.as_deref(),
    };
    let fields = MasterFields::parse(input, calendar::today(), &mut out);
    // A new photo must be the user's own upload; the current one may stay whoever uploaded it.
    if let Some(id) = form.photo_file_id.filter(|id| current.and_then(|m| m.photo_file_id) != Some(*id)) {
        let owned = store::files::file(&state.db, id).await?.is_some_and(|f| f.uploaded_by == Some(staff.user.account.id));
        if !owned {
            out.push("photo_file_id", "wrong_format");
        }
    }
    let hours = store::team::schedule::salon_hours(&state.db, staff.salon_id).await?;
    let schedule = match &form.schedule {
        None => None,
        Some(s) => match calendar::parse_schedule(s, &hours, calendar::today(), "schedule.") {
            Ok(days) => Some(days),
            Err(problems) => {
                out.extend(problems);
                None
            }
        },
    };
    let fields = out.finish(fields)?;
    let mut services = form.services.clone();
    services.sort_unstable();
    services.dedup();
    if store::team::salon_service_ids(&state.db, staff.salon_id, &services).await?.len() != services.len() {
        return Err(ApiError::not_found());
    }
    Ok(MasterData {
        full_name: fields.full_name,
        email: fields.email.map(Email::into_string),
        phone: fields.phone.map(String::from),
        birthday: fields.birthday,
        position: fields.position,
        photo_file_id: form.photo_file_id,
        description: fields.description,
        salary_type: fields.salary_type.as_str().to_owned(),
        hourly_rate: fields.hourly_rate,
        working_type: fields.working_type.as_str().to_owned(),
        services,
        schedule,
    })
}

/// The account a master is linked to after saving `phone` (spec: a phone that belongs to an
/// account links the master to it). An unchanged phone keeps the link as it is, so a master
/// linked without a phone (the owner as master, demo data) stays linked.
pub async fn link_for(state: &AppState, phone: Option<&str>, current: Option<&Master>) -> ApiResult<Link> {
    let found = match phone {
        Some(p) => store::accounts::by_phone(&state.db, p).await?.map(|a| a.id),
        None => None,
    };
    let current_account = current.and_then(|m| m.account_id);
    let current_phone = current.and_then(|m| m.phone.as_deref());
    Ok(match found {
        Some(id) if Some(id) != current_account => Link::To(id),
        Some(_) => Link::Keep,
        None if phone == current_phone => Link::Keep,
        None => Link::Clear,
    })
}

#[cfg(test)]
mod tests {
    use domain::team::{SalaryType, WorkingType};

    use super::*;

    #[test]
    fn the_schema_names_the_domain_s_values() {
        let names =
            |values: Vec<serde_json::Value>| values.into_iter().map(|v| v.as_str().unwrap_or_default().to_owned()).collect::<Vec<_>>();
        let salary = names(vec![serde_json::json!(SalaryTypeName::Fixed), serde_json::json!(SalaryTypeName::Hourly)]);
        assert_eq!(salary, SalaryType::ALL.map(|t| t.as_str().to_owned()));
        let working = names(vec![serde_json::json!(WorkingTypeName::FullTime), serde_json::json!(WorkingTypeName::PartTime)]);
        assert_eq!(working, WorkingType::ALL.map(|t| t.as_str().to_owned()));
    }
}
