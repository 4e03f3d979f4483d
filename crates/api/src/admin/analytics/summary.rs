//! `GET /analytics/summary`: salons, clients, subscription revenue (MRR, churn), masters' revenue
//! and salaries, and the rating, for the analytics screen's cards.

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::plan::Plan;
use domain::platform_numbers::{churn_bp, monthly_revenue_kurus};
use domain::subscription::Status;
use serde::Serialize;
use utoipa::ToSchema;

use super::{KeyCount, PeriodQuery};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonFigures {
    pub total: i64,
    /// Registered inside the period.
    pub created: i64,
    /// Waiting for an admin's first look (status new).
    pub awaiting: i64,
    pub active: i64,
    /// Deactivated, or deactivating after their planned visits.
    pub deactivated: i64,
    /// Salons per plan (free, premium).
    pub by_plan: Vec<KeyCount>,
    /// Salons per city (province), most first, at most 12.
    pub by_city: Vec<KeyCount>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientFigures {
    /// Accounts holding the client role, not deleted.
    pub total: i64,
    /// Of those, registered inside the period.
    pub created: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RevenueFigures {
    /// Monthly recurring revenue now: paying subscriptions (active or past due) × their plan's
    /// monthly price, kuruş.
    pub mrr_kurus: i64,
    pub paying_subscriptions: i64,
    pub trial_subscriptions: i64,
    /// Subscription payments paid inside the period, VAT included, kuruş.
    pub paid_kurus: i64,
    pub paid_count: i64,
    /// Subscriptions started before the period and not ended before it.
    pub paying_at_start: i64,
    /// Of those, ended (cancelled) inside the period.
    pub churned: i64,
    /// churned ÷ paying_at_start in basis points (100 = 1 %); null when none was paying.
    pub churn_bp: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterFigures {
    /// Price of the visits completed inside the period over every salon, kuruş.
    pub revenue_kurus: i64,
    pub completed_visits: i64,
    /// Salaries paid to masters inside the period, kuruş.
    pub salaries_kurus: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingFigures {
    /// The salons' ratings weighted by their review counts (1–5, two decimals); null without reviews.
    pub average: Option<f64>,
    pub reviews: i64,
    pub rated_salons: i64,
}

/// The analytics screen's cards.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnalyticsSummary {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub salons: SalonFigures,
    pub clients: ClientFigures,
    pub revenue: RevenueFigures,
    pub masters: MasterFigures,
    pub rating: RatingFigures,
}

/// The platform's salons, clients, subscription revenue, masters' money and rating.
#[utoipa::path(get, path = "/analytics/summary", operation_id = "admin_analytics_summary", tag = "admin", params(PeriodQuery),
    responses((status = 200, body = AnalyticsSummary), (status = 422, body = crate::error::ErrorBody)))]
pub async fn summary(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<AnalyticsSummary>> {
    let period = query.period()?;
    let db = &state.db;
    use store::platform_numbers as numbers;
    let (salons, by_plan, by_city, clients, groups, flow, masters, rating) = tokio::try_join!(
        numbers::salon_counts(db, &period),
        numbers::salons_by_plan(db),
        numbers::salons_by_city(db),
        numbers::client_counts(db, &period),
        numbers::subscription_groups(db),
        numbers::subscription_flow(db, &period),
        numbers::master_money(db, &period),
        numbers::rating(db),
    )?;
    let (mut mrr_kurus, mut paying, mut trial) = (0, 0, 0);
    for group in &groups {
        let Some(status) = Status::parse(&group.status) else { continue };
        let monthly = monthly_revenue_kurus(Plan::parse(&group.plan), status);
        mrr_kurus += monthly * group.n;
        if monthly > 0 {
            paying += group.n;
        }
        if status == Status::Trial {
            trial += group.n;
        }
    }
    Ok(Json(AnalyticsSummary {
        from: period.from,
        to: period.to,
        salons: SalonFigures {
            total: salons.total,
            created: salons.created,
            awaiting: salons.awaiting,
            active: salons.active,
            deactivated: salons.deactivated,
            by_plan: by_plan.into_iter().map(KeyCount::from).collect(),
            by_city: by_city.into_iter().map(KeyCount::from).collect(),
        },
        clients: ClientFigures { total: clients.total, created: clients.created },
        revenue: RevenueFigures {
            mrr_kurus,
            paying_subscriptions: paying,
            trial_subscriptions: trial,
            paid_kurus: flow.paid_kurus,
            paid_count: flow.paid_count,
            paying_at_start: flow.paying_at_start,
            churned: flow.ended,
            churn_bp: churn_bp(flow.ended, flow.paying_at_start),
        },
        masters: MasterFigures {
            revenue_kurus: masters.revenue_kurus,
            completed_visits: masters.completed_visits,
            salaries_kurus: masters.salaries_kurus,
        },
        rating: RatingFigures { average: rating.average, reviews: rating.reviews, rated_salons: rating.rated_salons },
    }))
}
