//! One-time SMS codes for login, password change and phone change: random, stored hashed,
//! single use, 300 s, dead after 5 wrong tries, sends limited per phone and per IP.

use chrono::Utc;
use domain::Locale;
use domain::access::{self, SendRefusal};
use rand::Rng;

pub use crate::client_ip::ClientIp;

use crate::auth::hash_secret;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;

/// What a code is for; each purpose has its own SMS text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Login,
    Password,
    PhoneUpdate,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Login => "login",
            Purpose::Password => "password",
            Purpose::PhoneUpdate => "phone_update",
        }
    }

    fn message(self) -> &'static str {
        match self {
            Purpose::Login => "sms_login_code",
            Purpose::Password => "sms_password_code",
            Purpose::PhoneUpdate => "sms_phone_code",
        }
    }
}

fn code_hash(phone: &str, code: &str) -> String {
    hash_secret(&format!("{phone}:{code}"))
}

/// Sends a new code to `phone` unless a limit forbids it.
pub async fn send(state: &AppState, phone: &str, purpose: Purpose, ip: &str, locale: Locale) -> ApiResult<()> {
    let (by_phone, by_ip) = store::accounts::recent_code_sends(&state.db, phone, ip).await?;
    match access::may_send_code(&by_phone, &by_ip, Utc::now()) {
        Ok(()) => {}
        Err(SendRefusal::TooSoon(seconds)) => return Err(ApiError::new(ErrorCode::TooManyRequests).with("retry_after", seconds)),
        Err(SendRefusal::DailyLimit | SendRefusal::IpLimit) => return Err(ApiError::new(ErrorCode::TooManyRequests)),
    }
    let code: String = {
        let mut rng = rand::rng();
        (0..access::CODE_LENGTH).map(|_| char::from(b'0' + rng.random_range(0..10u8))).collect()
    };
    store::accounts::insert_code(&state.db, phone, purpose.as_str(), &code_hash(phone, &code), ip).await?;
    let text = crate::i18n::message(locale, purpose.message(), &[("site", state.config.site.name.clone()), ("code", code)]);
    state.sms.send(phone, &text, None).await.map_err(|err| {
        tracing::warn!(error = %err, "SMS send failed");
        ApiError::new(ErrorCode::SmsSendingError)
    })
}

/// Checks `code` against the newest code sent to `phone` for `purpose`, and uses it up.
pub async fn verify(state: &AppState, phone: &str, purpose: Purpose, code: &str) -> ApiResult<()> {
    let invalid = || ApiError::new(ErrorCode::SmsCodeInvalid);
    let stored = store::accounts::latest_code(&state.db, phone, purpose.as_str()).await?.ok_or_else(invalid)?;
    if !access::code_usable(stored.created_at, stored.used_at.is_some(), stored.wrong_tries, Utc::now()) {
        return Err(invalid());
    }
    if stored.code_hash != code_hash(phone, code.trim()) {
        store::accounts::count_wrong_try(&state.db, stored.id).await?;
        return Err(invalid());
    }
    if !store::accounts::use_code(&state.db, stored.id).await? {
        return Err(invalid());
    }
    Ok(())
}

/// Whether any code was sent to this phone for this purpose in the last day (resend needs one).
pub async fn was_sent(state: &AppState, phone: &str, purpose: Purpose) -> ApiResult<bool> {
    Ok(store::accounts::latest_code(&state.db, phone, purpose.as_str())
        .await?
        .is_some_and(|c| Utc::now() - c.created_at < chrono::Duration::hours(24)))
}
