//! The development payment provider: nothing leaves the machine. Test cards decide the outcome
//! (the numbers of Stripe's and iyzico's sandboxes, so testers know them):
//!
//! | card | outcome |
//! |---|---|
//! | 4242 4242 4242 4242, 5528 7900 0000 0008, 5890 0400 0000 0016 | paid |
//! | 4000 0000 0000 9995, 4111 1111 1111 1129 | declined: insufficient funds |
//! | 4000 0000 0000 3220 | 3-D Secure: the salon confirms a test step, then paid |
//! | 4000 0000 0000 0341 | paid now, every renewal declined (to see dunning) |
//! | any other | declined |
//!
//! The card reference keeps only the outcome, brand and last 4 digits. Webhooks (to play a
//! provider's renewal report by hand) are JSON signed with `payments.secret_key`:
//! `X-Dev-Signature: hex(HMAC-SHA256(secret, body))`.

use api::ports::{Charge, Checkout, CheckoutRequest, PaymentError, PaymentProvider, Purpose, SavedCard, WebhookEvent};
use async_trait::async_trait;
use serde::Deserialize;

pub struct DevPayments {
    pub secret: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Behaviour {
    Pays,
    InsufficientFunds,
    ThreeDs,
    RenewalsFail,
    Declined,
}

fn behaviour(number: &str) -> Behaviour {
    match number {
        "4242424242424242" | "5528790000000008" | "5890040000000016" => Behaviour::Pays,
        "4000000000009995" | "4111111111111129" => Behaviour::InsufficientFunds,
        "4000000000003220" => Behaviour::ThreeDs,
        "4000000000000341" => Behaviour::RenewalsFail,
        _ => Behaviour::Declined,
    }
}

fn brand(number: &str) -> &'static str {
    match number.chars().next() {
        Some('4') => "visa",
        Some('5') | Some('2') => "mastercard",
        Some('3') => "amex",
        Some('9') => "troy",
        _ => "card",
    }
}

/// The reference of a kept card: whether its renewals pay, its brand and last 4 digits.
fn saved(renewals_fail: bool, brand: &str, last4: &str) -> SavedCard {
    let kind = if renewals_fail { "fails" } else { "ok" };
    SavedCard { card_ref: format!("dev_{kind}_{brand}_{last4}"), brand: brand.to_owned(), last4: last4.to_owned() }
}

fn completed(purpose: Purpose, salon_id: i64, card: SavedCard) -> Checkout {
    let now = chrono::Utc::now().timestamp_millis();
    Checkout::Completed {
        payment_ref: (purpose == Purpose::Upgrade).then(|| format!("dev-pay-{salon_id}-{now}")),
        card: Some(card),
        customer_ref: Some(format!("dev-customer-{salon_id}")),
        subscription_ref: Some(format!("dev-sub-{salon_id}")),
    }
}

#[derive(Deserialize)]
struct DevEvent {
    event_id: String,
    subscription_ref: String,
    /// `paid` or `failed`.
    status: String,
    #[serde(default)]
    reason: Option<String>,
}

#[async_trait]
impl PaymentProvider for DevPayments {
    fn name(&self) -> &'static str {
        "dev"
    }

    async fn start(&self, request: &CheckoutRequest) -> Result<Checkout, PaymentError> {
        let Some(card) = &request.card else { return Ok(Checkout::Declined { reason: "card_required".into() }) };
        let number: String = card.number.chars().filter(char::is_ascii_digit).collect();
        let last4 = number.get(number.len().saturating_sub(4)..).unwrap_or_default().to_owned();
        let brand = brand(&number);
        Ok(match behaviour(&number) {
            Behaviour::Pays => completed(request.purpose, request.salon_id, saved(false, brand, &last4)),
            Behaviour::RenewalsFail => completed(request.purpose, request.salon_id, saved(true, brand, &last4)),
            Behaviour::InsufficientFunds => Checkout::Declined { reason: "insufficient_funds".into() },
            Behaviour::Declined => Checkout::Declined { reason: "card_declined".into() },
            // Stateless: the token carries what the confirmation needs (test cards only).
            Behaviour::ThreeDs => {
                Checkout::Confirm { token: format!("dev3ds.{}.{}.{brand}.{last4}", request.purpose.as_str(), request.salon_id) }
            }
        })
    }

    async fn complete(&self, purpose: Purpose, token: &str) -> Result<Checkout, PaymentError> {
        let unknown = || PaymentError::UnknownToken(token.to_owned());
        let parts: Vec<&str> = token.split('.').collect();
        let ["dev3ds", started_for, salon_id, brand, last4] = parts[..] else { return Err(unknown()) };
        if started_for != purpose.as_str() {
            return Err(unknown());
        }
        let salon_id: i64 = salon_id.parse().map_err(|_| unknown())?;
        Ok(completed(purpose, salon_id, saved(false, brand, last4)))
    }

    async fn charge(&self, card_ref: &str, _amount_kurus: i64, salon_id: i64) -> Result<Charge, PaymentError> {
        Ok(if card_ref.starts_with("dev_ok_") {
            Charge::Paid { payment_ref: Some(format!("dev-renew-{salon_id}-{}", chrono::Utc::now().timestamp_millis())) }
        } else {
            Charge::Declined { reason: "insufficient_funds".into() }
        })
    }

    async fn cancel(&self, _subscription_ref: &str) -> Result<(), PaymentError> {
        Ok(())
    }

    fn webhook(&self, headers: &axum::http::HeaderMap, body: &[u8]) -> Result<WebhookEvent, PaymentError> {
        let given = headers.get("x-dev-signature").and_then(|v| v.to_str().ok()).unwrap_or_default();
        let expected = hex::encode(super::hmac_sha256(self.secret.as_bytes(), body));
        if !super::same_signature(&given.to_ascii_lowercase(), &expected) {
            return Err(PaymentError::BadSignature("x-dev-signature does not match".into()));
        }
        let event: DevEvent = serde_json::from_slice(body).map_err(|e| PaymentError::BadSignature(format!("unreadable event: {e}")))?;
        let failure = (event.status != "paid").then(|| event.reason.unwrap_or_else(|| "card_declined".into()));
        Ok(WebhookEvent { event_id: event.event_id, subscription_ref: event.subscription_ref, failure, payment_ref: None })
    }
}
