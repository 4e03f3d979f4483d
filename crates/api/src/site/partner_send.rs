//! The demo (partner) request (spec §3, §7 `partner-send`): a business signs up from the
//! partners landing. Like every login the phone is proven by an SMS code: the first call (no
//! `code`) checks the form and the captcha and sends the code (202); the second, with the code,
//! creates the salon-admin account and the salon in state "new" and logs the person in.

use crate::account_data::{LoginResponse, login_response, start_session};
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::realtime::Signal;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use domain::company::{DemoRequestInput, parse_demo_request};
use serde::Deserialize;
use store::partners::PartnerOutcome;
use utoipa::ToSchema;

use super::login::{check_captcha, code_sent, phone_refused};

/// The version of the privacy text the request form shows.
pub const PARTNER_CONSENT_VERSION: &str = "2026-11-24";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerSend {
    /// `individual`, `limited` or `joint_stock`.
    pub company_type: String,
    pub representative_name: String,
    pub company_name: String,
    pub phone: String,
    pub email: String,
    /// TC identity number (11 digits) for individuals, tax number VKN (10 digits) for companies.
    pub tax_number: String,
    /// Companies only.
    pub tax_office: Option<String>,
    pub country: String,
    /// The region: a Turkish province of the catalogue (`/api/site/libs`).
    pub province_id: Option<i64>,
    pub address: String,
    /// Optional: lets the partner log in by password as well as by code.
    pub password: Option<String>,
    #[serde(default)]
    pub is_privacy_accepted: bool,
    #[serde(alias = "recaptchaToken")]
    pub captcha_token: Option<String>,
    /// The SMS code; absent on the first call.
    pub code: Option<String>,
}

/// Demo request: without `code` sends the SMS code (202), with it creates the account and the
/// salon ("new") and answers like a login.
#[utoipa::path(post, path = "/partner-send", tag = "site", request_body = PartnerSend, responses(
    (status = 200, body = LoginResponse), (status = 202, body = crate::site::login::CodeSent),
    (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn partner_send(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    ValidJson(body): ValidJson<PartnerSend>,
) -> ApiResult<Response> {
    let request = parse_demo_request(&DemoRequestInput {
        company_type: &body.company_type,
        representative_name: &body.representative_name,
        company_name: &body.company_name,
        phone: &body.phone,
        email: &body.email,
        tax_number: &body.tax_number,
        tax_office: body.tax_office.as_deref(),
        country: &body.country,
        province_id: body.province_id,
        address: &body.address,
        password: body.password.as_deref(),
        privacy_accepted: body.is_privacy_accepted,
    })
    .map_err(phone_refused)?;
    if store::partners::is_salon_admin_phone(&state.db, request.phone.as_str()).await? {
        return Err(ApiError::new(ErrorCode::PhoneExistsSalonAdmin));
    }
    if !store::partners::province_exists(&state.db, request.province_id).await? {
        return Err(ApiError::field("province_id", FieldError::new("wrong_format")));
    }
    let Some(code) = body.code.as_deref().map(str::trim).filter(|c| !c.is_empty()) else {
        check_captcha(&state, body.captcha_token.as_deref(), &ip).await?;
        codes::send(&state, request.phone.as_str(), Purpose::Login, &ip, locale).await?;
        return Ok((StatusCode::ACCEPTED, code_sent()).into_response());
    };
    codes::verify(&state, request.phone.as_str(), Purpose::Login, code).await?;
    let password_hash = match request.password.clone() {
        Some(password) => Some(crate::passwords::hash(password).await?),
        None => None,
    };
    let outcome =
        store::partners::create(&state.db, &request, password_hash.as_deref(), locale.code(), PARTNER_CONSENT_VERSION, Utc::now()).await?;
    let created = match outcome {
        PartnerOutcome::Created(created) => created,
        PartnerOutcome::PhoneIsSalonAdmin => return Err(ApiError::new(ErrorCode::PhoneExistsSalonAdmin)),
        PartnerOutcome::UnknownProvince => return Err(ApiError::field("province_id", FieldError::new("wrong_format"))),
    };
    for (admin, notice) in &created.notices {
        state.realtime.publish(Signal { account_id: *admin, notification_id: Some(*notice) }).await;
    }
    let (token, data) = start_session(&state, created.account_id, None, None).await?;
    Ok(login_response(&state, token, data))
}
