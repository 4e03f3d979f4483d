//! `GET /charts/finances`: revenue, expenses, salary payments and profit of the period and the
//! one before, and per day, week or month of the period. The finances report reads the same days.

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::finance::profit;
use domain::numbers::{DateGroup, sum_by_group};
use domain::period::Period;
use serde::Serialize;
use store::numbers::Scope;
use utoipa::ToSchema;

use super::PeriodQuery;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Money of a period or of a group of days, kuruş.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct Finances {
    /// Completed visits.
    pub revenue: i64,
    /// Expenses (a monthly one each month it falls in).
    pub expenses: i64,
    pub salaries: i64,
    /// revenue − expenses − salaries
    pub profit: i64,
}

impl Finances {
    fn of(revenue: i64, expenses: i64, salaries: i64) -> Finances {
        Finances { revenue, expenses, salaries, profit: profit(revenue, expenses + salaries) }
    }
}

/// One group of days of the period (a day, a week from Monday or a month from the 1st).
#[derive(Debug, Serialize, ToSchema)]
pub struct FinanceGroup {
    /// The group's first day, yyyy-MM-dd.
    pub start: NaiveDate,
    #[serde(flatten)]
    pub money: Finances,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FinancesChart {
    pub current: Finances,
    pub previous: Finances,
    /// day, week or month: days up to 31 days, weeks up to 92, months beyond.
    pub group: String,
    pub groups: Vec<FinanceGroup>,
}

/// Dated money of a period: revenue, expenses and salary payments per day.
pub(crate) struct FinanceDays {
    pub revenue: Vec<(NaiveDate, i64)>,
    pub expenses: Vec<(NaiveDate, i64)>,
    pub salaries: Vec<(NaiveDate, i64)>,
}

impl FinanceDays {
    pub(crate) async fn load(state: &AppState, salon_id: i64, period: Period) -> ApiResult<FinanceDays> {
        let days = store::numbers::day_totals(&state.db, Scope::salon(salon_id, period.from, period.to)).await?;
        // The expenses as the finances screen reads them, each on the days it counts.
        let expenses = store::finances::expenses_in(&state.db, salon_id, period).await?;
        let salaries = store::numbers::salary_payments_by_day(&state.db, salon_id, period.from, period.to).await?;
        Ok(FinanceDays {
            revenue: days.iter().map(|d| (d.day, d.revenue)).collect(),
            expenses: expenses.iter().flat_map(|o| o.days.iter().map(|date| (*date, o.expense.amount))).collect(),
            salaries: salaries.iter().map(|s| (s.day, s.amount)).collect(),
        })
    }

    pub(crate) fn total(&self) -> Finances {
        let sum = |days: &[(NaiveDate, i64)]| days.iter().map(|d| d.1).sum();
        Finances::of(sum(&self.revenue), sum(&self.expenses), sum(&self.salaries))
    }

    /// The money of each group of the period, in order, with the group's first day.
    pub(crate) fn grouped(&self, period: Period, group: DateGroup) -> Vec<(NaiveDate, Finances)> {
        let starts = group.starts(period);
        let revenue = sum_by_group(group, &starts, self.revenue.iter().copied());
        let expenses = sum_by_group(group, &starts, self.expenses.iter().copied());
        let salaries = sum_by_group(group, &starts, self.salaries.iter().copied());
        starts.into_iter().enumerate().map(|(i, start)| (start, Finances::of(revenue[i], expenses[i], salaries[i]))).collect()
    }
}

/// Revenue, expenses, salary payments and profit of the period (also per day, week or month)
/// and of the period before it.
#[utoipa::path(get, path = "/charts/finances", operation_id = "salon_chart_finances", tag = "salon", params(PeriodQuery), responses((status = 200, body = FinancesChart), (status = 422, body = crate::error::ErrorBody)))]
pub async fn finances(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<FinancesChart>> {
    let period = query.period()?;
    let now = FinanceDays::load(&state, staff.salon_id, period).await?;
    let before = FinanceDays::load(&state, staff.salon_id, period.previous()).await?;
    let group = DateGroup::for_chart(period.days());
    let groups = now.grouped(period, group).into_iter().map(|(start, money)| FinanceGroup { start, money }).collect();
    Ok(Json(FinancesChart { current: now.total(), previous: before.total(), group: group.as_str().into(), groups }))
}
