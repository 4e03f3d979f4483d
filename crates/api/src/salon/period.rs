//! `?from&to` of the salaries and finances views: `domain::period::PeriodRules::SALON_MONEY`, a
//! date range of at most 366 days, the current month (salon time) when both are absent.

use chrono::Utc;
use domain::period::{Period, PeriodRules};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::error::ApiResult;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodParams {
    /// yyyy-MM-dd, the first day; with `to`. Both absent: this month.
    #[param(format = Date)]
    pub from: Option<String>,
    /// yyyy-MM-dd, the last day (included), at most 366 days after `from`'s start.
    #[param(format = Date)]
    pub to: Option<String>,
}

impl PeriodParams {
    pub fn period(&self) -> ApiResult<Period> {
        let today = crate::booking::local(Utc::now()).date();
        Ok(Period::parse(self.from.as_deref(), self.to.as_deref(), today, PeriodRules::SALON_MONEY)?)
    }
}
