//! The employee form (spec §3 master fields, §5 validation): parsed into `store::team::MasterData`
//! with a message per field in the request's language.

use chrono::NaiveDate;
use domain::Phone;
use domain::person::{NAME_MAX_CHARS, valid_email};
use serde::Deserialize;
use store::model::Master;
use store::team::{Link, MasterData};
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::master::calendar::{self, ScheduleForm};
use crate::state::AppState;

/// Longest position and description a master may have.
pub const POSITION_MAX_CHARS: usize = 120;
pub const DESCRIPTION_MAX_CHARS: usize = 2000;
/// Highest hourly rate taken, in kuruş (100 000 TRY): a typo guard, not a business rule.
pub const MAX_HOURLY_RATE: i64 = 10_000_000;

/// A master's fields as the salon's form sends them. Empty strings count as not given.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct EmployeeForm {
    /// Required.
    #[serde(default)]
    pub full_name: String,
    pub email: Option<String>,
    /// Turkish mobile, any usual writing (`+90 532 123 45 67`); stored as E.164. When an account
    /// has this phone, the master is linked to it and may use the master cabinet.
    pub phone: Option<String>,
    /// yyyy-MM-dd, in the past.
    pub birthday: Option<String>,
    pub position: Option<String>,
    /// An uploaded file (`/api/common/upload-file`).
    pub photo_file_id: Option<i64>,
    pub description: Option<String>,
    /// Salon service ids of this salon.
    #[serde(default)]
    pub services: Vec<i64>,
    /// `fixed` or `hourly`; required.
    pub salary_type: Option<String>,
    /// kuruş an hour; required and above 0 with `hourly`, ignored (stored as null) with `fixed`.
    pub hourly_rate: Option<i64>,
    /// `full_time` or `part_time`; required.
    pub working_type: Option<String>,
    /// The whole schedule; left as it is when absent.
    pub schedule: Option<ScheduleForm>,
}

fn text(value: Option<&str>) -> Option<String> {
    value.map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned)
}

fn push(err: &mut ApiError, field: &str, error: FieldError) {
    err.fields.entry(field.to_owned()).or_default().push(error);
}

fn max_chars(err: &mut ApiError, field: &str, value: &Option<String>, max: usize) {
    if value.as_ref().is_some_and(|v| v.chars().count() > max) {
        push(err, field, FieldError::new("max_length").with("max", max));
    }
}

/// Parses the form for a new master (`current` = `None`) or an existing one. Field problems come
/// first, all at once; then ids that are not this salon's (services) are a 404, never data.
pub async fn parse(state: &AppState, staff: &SalonStaff, form: &EmployeeForm, current: Option<&Master>) -> ApiResult<MasterData> {
    let mut err = ApiError::new(ErrorCode::Validation);
    let full_name = form.full_name.trim().to_owned();
    if full_name.is_empty() {
        push(&mut err, "full_name", FieldError::new("required"));
    }
    max_chars(&mut err, "full_name", &Some(full_name.clone()), NAME_MAX_CHARS);
    let email = text(form.email.as_deref());
    if email.as_deref().is_some_and(|e| !valid_email(e)) {
        push(&mut err, "email", FieldError::new("email"));
    }
    let phone = match text(form.phone.as_deref()) {
        None => None,
        Some(p) => match Phone::parse(&p) {
            Ok(phone) => Some(phone.as_str().to_owned()),
            Err(_) => {
                push(&mut err, "phone", FieldError::new("wrong_format"));
                None
            }
        },
    };
    let birthday = match text(form.birthday.as_deref()) {
        None => None,
        Some(b) => match NaiveDate::parse_from_str(&b, "%Y-%m-%d") {
            Ok(date) if date < calendar::today() => Some(date),
            _ => {
                push(&mut err, "birthday", FieldError::new("wrong_format"));
                None
            }
        },
    };
    let position = text(form.position.as_deref());
    max_chars(&mut err, "position", &position, POSITION_MAX_CHARS);
    let description = text(form.description.as_deref());
    max_chars(&mut err, "description", &description, DESCRIPTION_MAX_CHARS);
    let salary_type = match text(form.salary_type.as_deref()).as_deref() {
        Some(t @ ("fixed" | "hourly")) => t.to_owned(),
        None => {
            push(&mut err, "salary_type", FieldError::new("required"));
            String::new()
        }
        Some(_) => {
            push(&mut err, "salary_type", FieldError::new("wrong_format"));
            String::new()
        }
    };
    let hourly_rate = if salary_type == "hourly" {
        match form.hourly_rate {
            None => {
                push(&mut err, "hourly_rate", FieldError::new("required"));
                None
            }
            Some(rate) if rate <= 0 => {
                push(&mut err, "hourly_rate", FieldError::new("min_value").with("min", "0,01"));
                None
            }
            Some(rate) if rate > MAX_HOURLY_RATE => {
                push(&mut err, "hourly_rate", FieldError::new("max_value").with("max", MAX_HOURLY_RATE / 100));
                None
            }
            Some(rate) => Some(rate),
        }
    } else {
        None
    };
    let working_type = match text(form.working_type.as_deref()).as_deref() {
        Some(t @ ("full_time" | "part_time")) => t.to_owned(),
        None => {
            push(&mut err, "working_type", FieldError::new("required"));
            String::new()
        }
        Some(_) => {
            push(&mut err, "working_type", FieldError::new("wrong_format"));
            String::new()
        }
    };
    // A new photo must be the user's own upload; the current one may stay whoever uploaded it.
    if let Some(id) = form.photo_file_id.filter(|id| current.and_then(|m| m.photo_file_id) != Some(*id)) {
        let owned = store::files::file(&state.db, id).await?.is_some_and(|f| f.uploaded_by == Some(staff.user.account.id));
        if !owned {
            push(&mut err, "photo_file_id", FieldError::new("wrong_format"));
        }
    }
    let hours = store::team::schedule::salon_hours(&state.db, staff.salon_id).await?;
    let schedule = match &form.schedule {
        None => None,
        Some(s) => match calendar::parse_schedule(s, &hours, calendar::today(), "schedule.") {
            Ok(days) => Some(days),
            Err(schedule_err) => {
                for (field, errors) in schedule_err.fields {
                    err.fields.entry(field).or_default().extend(errors);
                }
                None
            }
        },
    };
    if !err.fields.is_empty() {
        return Err(err);
    }
    let mut services = form.services.clone();
    services.sort_unstable();
    services.dedup();
    if store::team::salon_service_ids(&state.db, staff.salon_id, &services).await?.len() != services.len() {
        return Err(ApiError::not_found());
    }
    if let Some(days) = &schedule {
        calendar::check_new_breaks(state, current.map(|m| m.id), days).await?;
    }
    Ok(MasterData {
        full_name,
        email,
        phone,
        birthday,
        position,
        photo_file_id: form.photo_file_id,
        description,
        salary_type,
        hourly_rate,
        working_type,
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
