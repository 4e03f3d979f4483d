//! `GET` and `PUT /api/salon/settings` (spec §2 salon settings): main categories, about texts,
//! working hours per weekday, days off and holidays, amenities, time slicing, automatic or
//! manual confirmation; saving needs the confirm-changes box and answers "Salon information
//! updated". Availability reads the same rows, so free times change at once.

use axum::Json;
use axum::extract::State;
use domain::Locale;
use domain::Problems;
use domain::hours::hhmm;
use domain::salon_settings::{self as rules, AMENITIES, DayInput, TEXT_MAX_CHARS, TIME_SLICINGS};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, SettingsUpdate};
use utoipa::ToSchema;

use super::{today, updated_message};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// A catalogue category with its department.
#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryOption {
    pub id: i64,
    pub name: String,
    pub department_id: i64,
    pub department: String,
}

impl From<profile::CategoryRef> for CategoryOption {
    fn from(c: profile::CategoryRef) -> Self {
        CategoryOption { id: c.id, name: c.name, department_id: c.department_id, department: c.department }
    }
}

/// The about text in each language (empty is null).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct AboutTexts {
    pub tr: Option<String>,
    pub en: Option<String>,
    pub ru: Option<String>,
}

/// One weekday's hours; 0 is Monday. Times are `HH:mm` (`24:00` closes at midnight); a disabled
/// day's times are ignored.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct WorkingDay {
    pub weekday: i64,
    pub enabled: bool,
    pub open: Option<String>,
    pub close: Option<String>,
}

/// A day off or holiday.
#[derive(Debug, Serialize, ToSchema)]
pub struct DayOffInfo {
    /// yyyy-MM-dd
    pub date: String,
    /// `day_off` or `holiday`
    pub kind: String,
    pub note: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonSettings {
    /// 1 to 3, in the salon's order.
    pub main_categories: Vec<CategoryOption>,
    pub about: AboutTexts,
    /// All seven weekdays, Monday first.
    pub working_hours: Vec<WorkingDay>,
    /// From today on, soonest first.
    pub days_off: Vec<DayOffInfo>,
    pub amenities: Vec<String>,
    /// Every amenity key there is (the public page names them).
    pub amenity_options: Vec<String>,
    /// 15 or 30
    pub time_slicing: i16,
    pub time_slicing_options: Vec<i64>,
    /// Bookings are confirmed automatically (true) or by the salon (false).
    pub auto_confirm: bool,
}

async fn load(state: &AppState, locale: Locale, salon_id: i64) -> ApiResult<SalonSettings> {
    let s = profile::settings(&state.db, locale, salon_id, today()).await?.ok_or_else(ApiError::not_found)?;
    let [tr, en, ru] = s.about;
    Ok(SalonSettings {
        main_categories: s.main_categories.into_iter().map(Into::into).collect(),
        about: AboutTexts { tr, en, ru },
        working_hours: (0..7u8)
            .map(|weekday| match s.week.iter().find(|d| d.weekday == weekday) {
                Some(d) => {
                    WorkingDay { weekday: i64::from(weekday), enabled: true, open: Some(hhmm(d.open_min)), close: Some(hhmm(d.close_min)) }
                }
                None => WorkingDay { weekday: i64::from(weekday), enabled: false, open: None, close: None },
            })
            .collect(),
        days_off: s
            .days_off
            .into_iter()
            .map(|d| DayOffInfo { date: d.day.format("%Y-%m-%d").to_string(), kind: d.kind, note: d.note })
            .collect(),
        amenities: s.amenities,
        amenity_options: AMENITIES.iter().map(|a| (*a).to_owned()).collect(),
        time_slicing: s.time_slicing,
        time_slicing_options: TIME_SLICINGS.to_vec(),
        auto_confirm: s.auto_confirm,
    })
}

/// The salon's settings.
#[utoipa::path(get, path = "/settings", operation_id = "salon_get_settings", tag = "salon", responses((status = 200, body = SalonSettings), (status = 403, body = crate::error::ErrorBody)))]
pub async fn get_settings(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
) -> ApiResult<Json<SalonSettings>> {
    Ok(Json(load(&state, locale, staff.salon_id).await?))
}

/// What the settings form sends.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SalonSettingsUpdate {
    /// Category ids, 1 to 3.
    pub main_categories: Vec<i64>,
    pub about: AboutTexts,
    /// Any weekdays; weekdays left out are closed.
    pub working_hours: Vec<WorkingDay>,
    /// yyyy-MM-dd, today or later: the whole list of days off from today on.
    pub days_off: Vec<String>,
    pub amenities: Vec<String>,
    /// 15 or 30
    pub time_slicing: i64,
    pub auto_confirm: bool,
    /// Must be true (spec §5: saving edits needs the confirm-changes checkbox).
    pub confirm_changes: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonSettingsSaved {
    /// "Salon information updated" in the request's language.
    pub message: String,
    pub settings: SalonSettings,
}

/// Saves every setting at once. Field problems are a 422 listing all of them (an enabled day
/// without both times is `required`, one that closes before it opens `time_range_alert`); a week
/// with no working day, or a salon without an address, is `salon_time_and_address_required`.
#[utoipa::path(put, path = "/settings", operation_id = "salon_put_settings", tag = "salon", request_body = SalonSettingsUpdate, responses((status = 200, body = SalonSettingsSaved), (status = 422, body = crate::error::ErrorBody)))]
pub async fn put_settings(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidJson(body): ValidJson<SalonSettingsUpdate>,
) -> ApiResult<Json<SalonSettingsSaved>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let today = today();
    let mut out = Problems::default();
    let main_categories = rules::check_main_categories(&body.main_categories, &mut out);
    if !out.has("main_categories") && profile::categories_by_id(&state.db, locale, &main_categories).await?.len() != main_categories.len() {
        out.push("main_categories", "wrong_format");
    }
    let about = [
        out.optional_text("about.tr", body.about.tr.as_deref(), TEXT_MAX_CHARS).flatten(),
        out.optional_text("about.en", body.about.en.as_deref(), TEXT_MAX_CHARS).flatten(),
        out.optional_text("about.ru", body.about.ru.as_deref(), TEXT_MAX_CHARS).flatten(),
    ];
    let days: Vec<DayInput> = body
        .working_hours
        .iter()
        .map(|d| DayInput { weekday: d.weekday, enabled: d.enabled, open: d.open.clone(), close: d.close.clone() })
        .collect();
    let week = rules::check_week(&days, &mut out);
    let days_off = rules::check_days_off(&body.days_off, today, &mut out);
    let amenities = rules::check_amenities(&body.amenities, &mut out);
    let time_slicing = rules::check_time_slicing(body.time_slicing, &mut out);
    rules::check_confirmed(body.confirm_changes, &mut out);
    out.into_result()?;
    let week = match week {
        Ok(week) if !salon.address.trim().is_empty() => week,
        _ => return Err(ApiError::new(ErrorCode::SalonTimeAndAddressRequired)),
    };
    let update = SettingsUpdate { main_categories, about, week, days_off, amenities, time_slicing, auto_confirm: body.auto_confirm };
    if !profile::save_settings(&state.db, staff.salon_id, update, today).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(SalonSettingsSaved { message: updated_message(locale), settings: load(&state, locale, staff.salon_id).await? }))
}
