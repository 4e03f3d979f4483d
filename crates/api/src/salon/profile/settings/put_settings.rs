//! Saves every setting at once. Field problems are a 422 listing all of them (an enabled day

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::profile::{today, updated_message};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::salon_settings::{self as rules, DayInput, TEXT_MAX_CHARS};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, SettingsUpdate};
use utoipa::ToSchema;

use super::*;

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
#[utoipa::path(put, path = "/settings", operation_id = "salon_put_settings", tag = "salon", request_body = SalonSettingsUpdate, responses((status = 200, body = SalonSettingsSaved), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
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
