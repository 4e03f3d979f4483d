//! `GET /salons/{id}`: the salon's card (profile, plan, admins, masters, appointments, last
//! activity, its subscription and latest payments); its history comes from
//! `GET /audit/salon/{id}`.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use store::admin_sales::{Subscription, SubscriptionPayment};
use store::admin_salons::SalonDetails;
use utoipa::ToSchema;

use super::list::AdminSalonRow;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonAdmin {
    pub account_id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// The owner: the account `update-admin-phone` changes and impersonation acts as.
    pub owner: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
}

/// The salon's latest payments shown on its card (the sales table has them all).
pub const PAYMENTS_SHOWN: u64 = 12;

/// The salon's subscription (none: it never left the free plan).
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonSubscription {
    /// free or premium
    pub plan: String,
    /// active, trial, past_due or cancelled
    pub status: String,
    /// dev, iyzico, or grant (given by an admin: no card, nothing charged)
    pub provider: String,
    pub period_start: DateTime<Utc>,
    /// The end of the paid, trial or granted period.
    pub period_end: DateTime<Utc>,
    pub cancel_at_period_end: bool,
    /// The saved card's brand and last 4 digits, nothing more.
    pub card_brand: Option<String>,
    pub card_last4: Option<String>,
    pub failed_attempts: i32,
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// Granted by an admin and in force: "end grant" applies.
    pub granted: bool,
}

impl From<Subscription> for AdminSalonSubscription {
    fn from(s: Subscription) -> Self {
        let granted = s.provider == domain::plan_grant::GRANT_PROVIDER && s.status != domain::subscription::Status::Cancelled.as_str();
        AdminSalonSubscription {
            plan: s.plan,
            status: s.status,
            provider: s.provider,
            period_start: s.period_start,
            period_end: s.period_end,
            cancel_at_period_end: s.cancel_at_period_end,
            card_brand: s.card_brand,
            card_last4: s.card_last4,
            failed_attempts: s.failed_attempts,
            next_attempt_at: s.next_attempt_at,
            granted,
        }
    }
}

/// One payment of the salon's subscription.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonPayment {
    pub id: i64,
    pub plan: String,
    /// VAT included, in kuruş.
    pub amount_kurus: i64,
    /// paid or unpaid
    pub status: String,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    pub provider: String,
    pub invoice_number: Option<i64>,
    pub failure_reason: Option<String>,
    pub paid_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl From<SubscriptionPayment> for AdminSalonPayment {
    fn from(p: SubscriptionPayment) -> Self {
        AdminSalonPayment {
            id: p.id,
            plan: p.plan,
            amount_kurus: p.amount_kurus,
            status: p.status,
            period_start: p.period_start,
            period_end: p.period_end,
            provider: p.provider,
            invoice_number: p.invoice_number,
            failure_reason: p.failure_reason,
            paid_at: p.paid_at,
            created_at: p.created_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonCard {
    #[serde(flatten)]
    pub row: AdminSalonRow,
    pub email: Option<String>,
    pub address: String,
    pub district: Option<String>,
    pub admins: Vec<AdminSalonAdmin>,
    pub masters_list: Vec<AdminSalonMaster>,
    /// Live visits that have not ended yet.
    pub planned_visits: i64,
    pub subscription: Option<AdminSalonSubscription>,
    /// The latest payments, newest first (at most [`PAYMENTS_SHOWN`]).
    pub payments: Vec<AdminSalonPayment>,
}

pub fn view(d: SalonDetails, subscription: Option<Subscription>, payments: Vec<SubscriptionPayment>) -> AdminSalonCard {
    AdminSalonCard {
        row: d.row.into(),
        email: d.email,
        address: d.address,
        district: d.district,
        admins: d
            .admins
            .into_iter()
            .map(|a| AdminSalonAdmin { account_id: a.account_id, full_name: a.full_name, phone: a.phone, email: a.email, owner: a.owner })
            .collect(),
        masters_list: d.masters.into_iter().map(|m| AdminSalonMaster { id: m.id, full_name: m.full_name, position: m.position }).collect(),
        planned_visits: d.planned_visits,
        subscription: subscription.map(AdminSalonSubscription::from),
        payments: payments.into_iter().map(AdminSalonPayment::from).collect(),
    }
}

/// The salon's card.
#[utoipa::path(get, path = "/salons/{id}", operation_id = "admin_salon", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody)))]
pub async fn card(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminSalonCard>> {
    Ok(Json(super::card_after(&state, id).await?))
}
