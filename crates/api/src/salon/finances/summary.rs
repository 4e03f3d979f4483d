//! `GET /finances?from&to`: revenue from completed visits by day, payment method, master and
//! service; expenses by category with the salary payments as one more; profit; and the same
//! totals for the previous period (the month before a whole month, else as many days before).

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::Locale;
use domain::finance::{change_bp, profit};
use domain::period::Period;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::plan_gate::{Reports, SalonFeature};
use crate::salon::period::PeriodParams;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct RevenueGroup {
    /// The day (yyyy-MM-dd), the method (`card`, `cash`, `unknown`), the master's or the salon service's id.
    pub key: String,
    /// The master's or the service's name (in the reader's language).
    pub name: Option<String>,
    pub visits: i64,
    /// kuruş
    pub revenue: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ExpenseGroup {
    /// rent, products, utilities, marketing, equipment, taxes, other, or `salaries` (payments to masters).
    pub category: String,
    /// kuruş
    pub amount: i64,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Totals {
    /// yyyy-MM-dd
    pub from: NaiveDate,
    /// yyyy-MM-dd
    pub to: NaiveDate,
    /// kuruş of completed visits.
    pub revenue: i64,
    /// kuruş of the salon's expenses, recurring ones once per month they fall in.
    pub expenses: i64,
    /// kuruş paid to masters.
    pub salaries: i64,
    /// revenue − expenses − salaries
    pub profit: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Changes {
    /// Basis points against the previous period; null when it had none.
    pub revenue_bp: Option<i64>,
    pub expenses_bp: Option<i64>,
    pub profit_bp: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FinanceSummary {
    pub current: Totals,
    pub previous: Totals,
    pub change: Changes,
    pub by_day: Vec<RevenueGroup>,
    pub by_method: Vec<RevenueGroup>,
    pub by_master: Vec<RevenueGroup>,
    pub by_service: Vec<RevenueGroup>,
    pub expenses_by_category: Vec<ExpenseGroup>,
}

/// The period's totals; `revenue` when already counted.
async fn totals(state: &AppState, salon_id: i64, period: Period, revenue: Option<i64>) -> ApiResult<(Totals, BTreeMap<String, i64>)> {
    let revenue = match revenue {
        Some(revenue) => revenue,
        None => store::finances::revenue(&state.db, salon_id, period).await?,
    };
    let salaries = store::finances::salary_payments(&state.db, salon_id, period).await?;
    let mut by_category: BTreeMap<String, i64> = BTreeMap::new();
    for occurring in store::finances::expenses_in(&state.db, salon_id, period).await? {
        *by_category.entry(occurring.expense.category.clone()).or_default() += occurring.total();
    }
    let expenses: i64 = by_category.values().sum();
    let totals = Totals { from: period.from, to: period.to, revenue, expenses, salaries, profit: profit(revenue, expenses + salaries) };
    Ok((totals, by_category))
}

fn group(g: store::finances::Group) -> RevenueGroup {
    RevenueGroup { key: g.group_key, name: g.name, visits: g.visits, revenue: g.revenue }
}

/// The salon's finances for the period (this month by default). Premium: financial reporting is
/// one of the plan's reports.
#[utoipa::path(get, path = "/finances", operation_id = "salon_finances", tag = "salon", params(PeriodParams), responses((status = 200, body = FinanceSummary), (status = 422, body = crate::error::ErrorBody)))]
pub async fn summary(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    ValidQuery(params): ValidQuery<PeriodParams>,
) -> ApiResult<Json<FinanceSummary>> {
    let period = params.period()?;
    let salon_id = staff.salon_id;
    let revenue = store::finances::revenue_by(&state.db, salon_id, period).await?;
    let (current, by_category) = totals(&state, salon_id, period, Some(revenue.total())).await?;
    let (previous, _) = totals(&state, salon_id, period.previous_in_months(), None).await?;
    let mut expenses_by_category: Vec<ExpenseGroup> =
        by_category.into_iter().map(|(category, amount)| ExpenseGroup { category, amount }).collect();
    if current.salaries > 0 {
        expenses_by_category.push(ExpenseGroup { category: "salaries".into(), amount: current.salaries });
    }
    expenses_by_category.sort_by(|a, b| b.amount.cmp(&a.amount).then(a.category.cmp(&b.category)));
    let by_service = store::finances::by_service(&state.db, salon_id, period)
        .await?
        .into_iter()
        .map(|s| RevenueGroup {
            key: s.salon_service_id.to_string(),
            name: Some(match locale {
                Locale::Tr => s.name_tr,
                Locale::En => {
                    if s.name_en.is_empty() {
                        s.name_tr
                    } else {
                        s.name_en
                    }
                }
                Locale::Ru => {
                    if s.name_ru.is_empty() {
                        s.name_tr
                    } else {
                        s.name_ru
                    }
                }
            }),
            visits: s.visits,
            revenue: s.revenue,
        })
        .collect();
    Ok(Json(FinanceSummary {
        change: Changes {
            revenue_bp: change_bp(current.revenue, previous.revenue),
            expenses_bp: change_bp(current.expenses + current.salaries, previous.expenses + previous.salaries),
            profit_bp: change_bp(current.profit, previous.profit),
        },
        current,
        previous,
        by_day: revenue.by_day.into_iter().map(group).collect(),
        by_method: revenue.by_method.into_iter().map(group).collect(),
        by_master: revenue.by_master.into_iter().map(group).collect(),
        by_service,
        expenses_by_category,
    }))
}
