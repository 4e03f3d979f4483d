//! `/api/admin/analytics/*` (spec §7 admin "analytics", issue #19 item 6): the platform's numbers
//! over a period of days, one call per part of the screen so each chart loads on its own.

pub mod bookings;
pub mod conversion;
pub mod summary;

use domain::period::{Period, PeriodRules};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiResult;

/// The period a call covers: days `from..=to` in Europe/Istanbul, at most
/// `domain::period::PeriodRules::PLATFORM_NUMBERS` (366 days); absent: the last 30 days.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// First day, `yyyy-MM-dd` (default: 29 days before `to`).
    #[param(format = Date)]
    pub from: Option<String>,
    /// Last day, `yyyy-MM-dd` (default: today).
    #[param(format = Date)]
    pub to: Option<String>,
}

impl PeriodQuery {
    /// The checked period (422 per field otherwise).
    pub fn period(&self) -> ApiResult<Period> {
        let today = crate::booking::local(chrono::Utc::now()).date();
        Ok(Period::parse(self.from.as_deref(), self.to.as_deref(), today, PeriodRules::PLATFORM_NUMBERS)?)
    }
}

/// A count under a key: a plan, a city, a page kind, a referrer host (`""`: direct).
#[derive(Debug, Serialize, ToSchema)]
pub struct KeyCount {
    pub key: String,
    pub count: i64,
}

impl From<store::platform_numbers::Keyed> for KeyCount {
    fn from(k: store::platform_numbers::Keyed) -> Self {
        KeyCount { key: k.key, count: k.n }
    }
}
