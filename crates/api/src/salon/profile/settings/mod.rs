//! `GET` and `PUT /api/salon/settings` (spec §2 salon settings): main categories, about texts,
//! working hours per weekday, days off and holidays, amenities, time slicing, automatic or
//! manual confirmation; saving needs the confirm-changes box and answers "Salon information
//! updated". Availability reads the same rows, so free times change at once.

mod get_settings;
mod put_settings;

pub use get_settings::*;
pub use put_settings::*;

use super::today;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use domain::Locale;
use domain::hours::hhmm;
use domain::salon_settings::{AMENITIES, TIME_SLICINGS};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

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
