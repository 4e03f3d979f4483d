//! The salon's subscription and payments (spec §2 "payment", §3 subscription and payment, §7
//! `GET /salon/subscription`; issue #18): the plan and its status, the next charge, the card on
//! file (brand and last 4 digits only), the payment history with invoices; upgrade, cancel at the
//! period's end, resume, change card. The checkout goes through `AppState::payments` (the
//! development adapter's test cards, or iyzico's form); every change is committed before the
//! answer. Docs: docs/subscriptions.md.

mod cancel;
mod change_card;
mod confirm;
mod invoice;
mod resume;
mod show;
mod trial;
mod upgrade;

use chrono::{DateTime, Utc};
use domain::plan::Plan;
use domain::subscription::Status;
use serde::{Deserialize, Serialize};
use store::subscriptions::billing::{self, Card, Declined, Paid};
use store::subscriptions::{Payment, Subscription};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::ports::{CardInput, Checkout, CheckoutRequest, PaymentError, Purpose, SavedCard};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(show::show))
        .routes(routes!(upgrade::upgrade))
        .routes(routes!(trial::trial))
        .routes(routes!(confirm::confirm))
        .routes(routes!(cancel::cancel))
        .routes(routes!(resume::resume))
        .routes(routes!(change_card::change_card))
        .routes(routes!(invoice::invoice))
}

/// The card shown: brand and last 4 digits, nothing else.
#[derive(Debug, Serialize, ToSchema)]
pub struct CardView {
    /// `visa`, `mastercard`, `troy`, `amex` or `card`.
    pub brand: String,
    pub last4: String,
}

/// One row of the payment history.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentView {
    pub id: i64,
    /// When it was charged (or attempted).
    pub date: DateTime<Utc>,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    /// VAT included, in kuruş.
    pub amount_kurus: i64,
    /// `paid` or `unpaid`.
    pub status: String,
    pub invoice_number: Option<i64>,
    /// The printable invoice (paid rows only).
    pub invoice_url: Option<String>,
}

/// The salon's subscription as the payment screen shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriptionView {
    /// The plan in force: `free` or `premium`.
    pub plan: String,
    /// `active`, `trial`, `past_due` or `cancelled`; null when the salon never subscribed.
    pub status: Option<String>,
    /// False on the free plan: "no active subscription".
    pub has_subscription: bool,
    pub cancel_at_period_end: bool,
    pub period_end: Option<DateTime<Utc>>,
    /// When the next charge (or retry) is due; null when none will be made.
    pub next_charge_at: Option<DateTime<Utc>>,
    /// VAT included, in kuruş.
    pub next_charge_kurus: Option<i64>,
    pub card: Option<CardView>,
    /// The payment provider's checkout: `dev` (test card form) or `iyzico` (its form).
    pub provider: String,
    /// Newest first.
    pub payments: Vec<PaymentView>,
    /// The salon never subscribed: it may start the paid plan's free trial
    /// (`POST /subscription/trial`, `trial_days` of `GET /api/site/plans`).
    pub trial_available: bool,
}

/// A card typed into the development checkout.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CardBody {
    #[schema(max_length = 32)]
    pub number: String,
    #[serde(default)]
    #[schema(max_length = 100)]
    pub holder: String,
    /// `MM/YY`.
    #[serde(default)]
    #[schema(max_length = 7)]
    pub expiry: String,
    #[serde(default)]
    #[schema(max_length = 4)]
    pub cvc: String,
}

/// What upgrade and change-card send: the card for the development checkout, nothing for
/// iyzico (its form takes the card).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CheckoutBody {
    #[serde(default)]
    pub card: Option<CardBody>,
}

/// Where a checkout stands after a request.
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutView {
    /// `completed`: done; `confirm`: a 3-D Secure step first (send `token` to `confirm`);
    /// `form`: show the provider's form (`form_content`).
    pub outcome: String,
    pub token: Option<String>,
    pub form_content: Option<String>,
    pub subscription: SubscriptionView,
}

pub(crate) fn invoice_url(id: i64) -> String {
    format!("/api/salon/subscription/invoices/{id}")
}

fn payment_view(p: Payment) -> PaymentView {
    let paid = p.status == "paid";
    PaymentView {
        id: p.id,
        date: p.paid_at.unwrap_or(p.created_at),
        period_start: p.period_start,
        period_end: p.period_end,
        amount_kurus: p.amount_kurus,
        status: p.status,
        invoice_number: p.invoice_number,
        invoice_url: paid.then(|| invoice_url(p.id)),
    }
}

/// When the next charge happens: the retry while past due, the period's end while the plan
/// renews; none when cancelling, ended, or a trial or grant without a card.
fn next_charge(sub: &Subscription) -> Option<DateTime<Utc>> {
    let status = Status::parse(&sub.status)?;
    if !status.grants_plan() || sub.cancel_at_period_end || sub.card_ref.is_none() && sub.subscription_ref.is_none() {
        return None;
    }
    Some(if status == Status::PastDue { sub.next_attempt_at.unwrap_or(sub.period_end) } else { sub.period_end })
}

pub(crate) async fn view(state: &AppState, salon_id: i64) -> ApiResult<SubscriptionView> {
    let salon = store::subscriptions::salon(&state.db, salon_id).await?.ok_or_else(ApiError::not_found)?;
    let sub = store::subscriptions::current(&state.db, salon_id).await?;
    let payments = billing::history(&state.db, salon_id).await?.into_iter().map(payment_view).collect();
    let live = sub.as_ref().filter(|s| Status::parse(&s.status).is_some_and(Status::grants_plan));
    let next_charge_at = live.and_then(next_charge);
    Ok(SubscriptionView {
        plan: Plan::parse(&salon.plan).as_str().to_owned(),
        status: sub.as_ref().map(|s| s.status.clone()),
        has_subscription: live.is_some(),
        cancel_at_period_end: live.is_some_and(|s| s.cancel_at_period_end),
        period_end: live.map(|s| s.period_end),
        next_charge_at,
        next_charge_kurus: next_charge_at.and(live).map(|s| Plan::parse(&s.plan).monthly_price_kurus()),
        card: sub.as_ref().and_then(|s| Some(CardView { brand: s.card_brand.clone()?, last4: s.card_last4.clone()? })),
        provider: state.payments.name().to_owned(),
        payments,
        trial_available: sub.is_none(),
    })
}

/// A provider failure as the salon sees it.
fn provider_error(err: PaymentError) -> ApiError {
    match err {
        PaymentError::UnknownToken(_) => ApiError::new(ErrorCode::PaymentDeclined),
        other => ApiError::failed(ErrorCode::PaymentUnavailable, other),
    }
}

/// The checkout request for the staff's salon.
async fn checkout_request(state: &AppState, staff: &SalonStaff, purpose: Purpose, card: Option<CardBody>) -> ApiResult<CheckoutRequest> {
    if let Some(c) = &card {
        domain::subscription::check_card_lengths([&c.number, &c.holder, &c.expiry, &c.cvc])?;
    }
    let salon = store::subscriptions::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let plan = Plan::Premium;
    let sub = store::subscriptions::current(&state.db, staff.salon_id).await?;
    Ok(CheckoutRequest {
        purpose,
        salon_id: salon.id,
        plan: plan.as_str().to_owned(),
        amount_kurus: if purpose == Purpose::Upgrade { plan.monthly_price_kurus() } else { 0 },
        email: salon.email.clone().unwrap_or_default(),
        name: salon.legal_name.clone().unwrap_or_else(|| salon.name.clone()),
        phone: salon.phone.clone(),
        card: card.map(|c| CardInput { number: c.number, holder: c.holder, expiry: c.expiry, cvc: c.cvc }),
        callback_url: format!(
            "{}/api/site/payments/return/{}?purpose={}",
            state.config.public_url.trim_end_matches('/'),
            state.payments.name(),
            purpose.as_str()
        ),
        customer_ref: sub.and_then(|s| s.customer_ref),
    })
}

fn card_of(card: SavedCard) -> Card {
    Card { card_ref: card.card_ref, brand: card.brand, last4: card.last4 }
}

/// Acts on a provider's answer: a completed upgrade activates the plan, a completed card change
/// keeps the card, a decline is recorded (upgrade) and refused, the other outcomes go back to the
/// web for their next step.
async fn settle(state: &AppState, salon_id: i64, purpose: Purpose, checkout: Checkout) -> ApiResult<CheckoutView> {
    let now = Utc::now();
    let provider = state.payments.name().to_owned();
    let plan = Plan::Premium;
    let (outcome, token, form_content) = match checkout {
        Checkout::Completed { payment_ref, card, customer_ref, subscription_ref } => {
            match purpose {
                Purpose::Upgrade => {
                    let paid = Paid {
                        provider,
                        plan,
                        amount_kurus: plan.monthly_price_kurus(),
                        payment_ref,
                        card: card.map(card_of),
                        customer_ref,
                        subscription_ref,
                    };
                    billing::activate(&state.db, salon_id, paid, now).await?;
                }
                Purpose::ChangeCard => {
                    if let Some(card) = card {
                        billing::change_card(&state.db, salon_id, card_of(card), now).await?;
                    }
                }
            }
            ("completed", None, None)
        }
        Checkout::Declined { reason } => {
            if purpose == Purpose::Upgrade {
                let declined = Declined { provider, plan, amount_kurus: plan.monthly_price_kurus(), reason: reason.clone() };
                billing::record_declined(&state.db, salon_id, declined, now).await?;
            }
            let code = if reason == "insufficient_funds" { ErrorCode::PaymentInsufficientFunds } else { ErrorCode::PaymentDeclined };
            return Err(ApiError::new(code));
        }
        Checkout::Confirm { token } => ("confirm", Some(token), None),
        Checkout::Form { token, content } => ("form", Some(token), Some(content)),
    };
    Ok(CheckoutView { outcome: outcome.to_owned(), token, form_content, subscription: view(state, salon_id).await? })
}
