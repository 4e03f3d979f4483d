//! The logged-in user's own account: data, logout, role switch, password, personal data, phone.

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::NaiveDate;
use domain::Problems;
use domain::access::Role;
use domain::person::{self, Email, Gender};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::account_data::{self, AccountData, login_response, start_session};
use crate::auth::{CurrentUser, clear_session_cookie, hash_secret, new_token};
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::site::login::parse_phone;
use crate::state::AppState;

/// The current user's account data.
#[utoipa::path(get, path = "/account-data", tag = "account", responses((status = 200, body = AccountData), (status = 401, body = crate::error::ErrorBody)))]
pub async fn account_data(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<AccountData>> {
    Ok(Json(account_data::build(&state, &user).await?))
}

/// Ends the session on the server and clears the cookie.
#[utoipa::path(post, path = "/logout", tag = "account", responses((status = 204)))]
pub async fn logout(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Response> {
    store::accounts::delete_session(&state.db, user.session.id).await?;
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, clear_session_cookie())]).into_response())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChangeActiveRole {
    pub role: String,
}

/// Switches the active role to one the account holds.
#[utoipa::path(post, path = "/change-active-role", tag = "account", request_body = ChangeActiveRole, responses((status = 200, body = AccountData), (status = 403, body = crate::error::ErrorBody)))]
pub async fn change_active_role(
    State(state): State<AppState>,
    mut user: CurrentUser,
    ValidJson(body): ValidJson<ChangeActiveRole>,
) -> ApiResult<Json<AccountData>> {
    let role = Role::parse(&body.role).filter(|r| user.has(*r)).ok_or_else(ApiError::forbidden)?;
    store::accounts::set_active_role(&state.db, user.account.id, role).await?;
    user.account.active_role = role.as_str().into();
    Ok(Json(account_data::build(&state, &user).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Sent {
    pub sent: bool,
}

/// Sends a password-change code to the user's own phone.
#[utoipa::path(post, path = "/password/send-code", tag = "account", responses((status = 200, body = Sent), (status = 429, body = crate::error::ErrorBody)))]
pub async fn password_send_code(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
) -> ApiResult<Json<Sent>> {
    let phone = user.account.phone.clone().ok_or_else(|| ApiError::new(ErrorCode::PhoneValidationFailed))?;
    codes::send(&state, &phone, Purpose::Password, &ip, locale).await?;
    Ok(Json(Sent { sent: true }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ChangePassword {
    pub code: String,
    pub password: String,
    pub password_confirmation: String,
}

/// Sets a new password after the SMS code; the two entries must match.
#[utoipa::path(post, path = "/password/change", tag = "account", request_body = ChangePassword, responses((status = 204), (status = 422, body = crate::error::ErrorBody)))]
pub async fn password_change(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<ChangePassword>,
) -> ApiResult<StatusCode> {
    if body.password.chars().count() < crate::passwords::MIN_LENGTH {
        return Err(ApiError::field("password", FieldError::new("min_length").with("min", crate::passwords::MIN_LENGTH)));
    }
    if body.password != body.password_confirmation {
        return Err(ApiError::field("password_confirmation", FieldError::new("passwords_do_not_match")));
    }
    let phone = user.account.phone.clone().ok_or_else(|| ApiError::new(ErrorCode::PhoneValidationFailed))?;
    codes::verify(&state, &phone, Purpose::Password, &body.code).await?;
    let hash = crate::passwords::hash(body.password).await?;
    store::accounts::set_password_hash(&state.db, user.account.id, &hash).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UploadedFile {
    pub id: i64,
    pub full_url: String,
    pub name: String,
    pub size: i64,
}

impl From<store::entities::files::Model> for UploadedFile {
    fn from(file: store::entities::files::Model) -> Self {
        UploadedFile { id: file.id, full_url: format!("/api/files/{}", file.storage_key), name: file.name, size: file.size }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PersonalData {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// `male` or `female`.
    pub gender: Option<String>,
    /// `yyyy-MM-dd`.
    pub birthday: Option<NaiveDate>,
    pub photo: Option<UploadedFile>,
    pub roles: Vec<String>,
    pub has_password: bool,
    /// Set when a deletion was requested: the date it will be carried out by.
    pub deletion_scheduled: bool,
}

async fn personal(state: &AppState, user: &CurrentUser, account: &store::entities::accounts::Model) -> ApiResult<PersonalData> {
    let photo = match account.photo_file_id {
        Some(id) => store::files::file(&state.db, id).await?.map(UploadedFile::from),
        None => None,
    };
    Ok(PersonalData {
        id: account.id,
        full_name: account.full_name.clone(),
        phone: account.phone.clone(),
        email: account.email.clone(),
        gender: account.gender.clone(),
        birthday: account.birthday,
        photo,
        roles: user.roles.iter().map(|g| g.role.as_str().to_owned()).collect(),
        has_password: account.password_hash.is_some(),
        deletion_scheduled: account.deletion_requested_at.is_some(),
    })
}

/// The user's personal data.
#[utoipa::path(get, path = "/personal-data", tag = "account", responses((status = 200, body = PersonalData)))]
pub async fn personal_data(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<PersonalData>> {
    Ok(Json(personal(&state, &user, &user.account).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdatePersonalData {
    #[schema(min_length = 1, max_length = 120)]
    pub full_name: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<String>,
    pub photo_file_id: Option<i64>,
}

/// Updates name, e-mail, gender, birthday and photo.
#[utoipa::path(post, path = "/update-personal-data", tag = "account", request_body = UpdatePersonalData, responses((status = 200, body = PersonalData), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_personal_data(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<UpdatePersonalData>,
) -> ApiResult<Json<PersonalData>> {
    let mut out = Problems::default();
    let full_name = person::full_name("full_name", &body.full_name, &mut out);
    let email = person::optional_email("email", body.email.as_deref(), &mut out);
    let gender = Gender::optional("gender", body.gender.as_deref(), &mut out);
    // A birthday is in the past; a date that is not is as wrong as one that is no date.
    let birthday = match out.optional_date("birthday", body.birthday.as_deref()) {
        Some(Some(date)) if date >= chrono::Utc::now().date_naive() => {
            out.push("birthday", "wrong_format");
            None
        }
        other => other,
    };
    if let Some(id) = body.photo_file_id {
        let owned = store::files::file(&state.db, id).await?.is_some_and(|f| f.uploaded_by == Some(user.account.id));
        if !owned {
            out.push("photo_file_id", "wrong_format");
        }
    }
    let (((full_name, email), gender), birthday) = out.finish(full_name.zip(email).zip(gender).zip(birthday))?;
    let (email, gender) = (email.map(Email::into_string), gender.map(|g| g.as_str().to_owned()));
    let updated = store::accounts::update_personal(
        &state.db,
        user.account.clone(),
        store::accounts::PersonalData { full_name, email, gender, birthday, photo_file_id: body.photo_file_id },
    )
    .await?;
    Ok(Json(personal(&state, &user, &updated).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RequestPhoneUpdate {
    pub phone: String,
}

/// Step 1 of a phone change: e-mails a link to the account's address.
#[utoipa::path(post, path = "/request-phone-update", tag = "account", request_body = RequestPhoneUpdate, responses((status = 200, body = Sent), (status = 422, body = crate::error::ErrorBody)))]
pub async fn request_phone_update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    user: CurrentUser,
    ValidJson(body): ValidJson<RequestPhoneUpdate>,
) -> ApiResult<Json<Sent>> {
    let phone = parse_phone(&body.phone)?;
    let email = user.account.email.clone().filter(|e| !e.is_empty()).ok_or_else(|| ApiError::new(ErrorCode::EmailRequired))?;
    if store::accounts::by_phone(&state.db, phone.as_str()).await?.is_some() {
        return Err(ApiError::field("phone", FieldError::new("wrong_format")));
    }
    let (token, hash) = new_token();
    store::accounts::create_phone_change(&state.db, user.account.id, phone.as_str(), &hash).await?;
    let link = format!("{}{}/update-phone?token={token}", state.config.public_url.trim_end_matches('/'), locale.path_prefix());
    let site = state.config.site.name.clone();
    let subject = crate::i18n::message(locale, "email_phone_update_subject", &[("site", site.clone())]);
    let text = crate::i18n::message(locale, "email_phone_update_body", &[("phone", phone.display()), ("link", link)]);
    state.mailer.send(&email, &subject, &text).await.map_err(|err| {
        tracing::warn!(error = %err, "e-mail send failed");
        ApiError::new(ErrorCode::EmailSendFailed)
    })?;
    Ok(Json(Sent { sent: true }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CheckPhoneSms {
    pub token: String,
    pub code: String,
}

/// Step 3 of a phone change: the SMS code sent to the new phone completes it.
#[utoipa::path(post, path = "/check-update-phone-sms", tag = "account", request_body = CheckPhoneSms, responses((status = 200, body = AccountData), (status = 422, body = crate::error::ErrorBody)))]
pub async fn check_update_phone_sms(
    State(state): State<AppState>,
    mut user: CurrentUser,
    ValidJson(body): ValidJson<CheckPhoneSms>,
) -> ApiResult<Json<AccountData>> {
    let change = store::accounts::phone_change(&state.db, &hash_secret(&body.token))
        .await?
        .filter(|c| c.account_id == user.account.id && c.link_verified_at.is_some())
        .ok_or_else(|| ApiError::new(ErrorCode::InvalidOrExpiredLink))?;
    codes::verify(&state, &change.new_phone, Purpose::PhoneUpdate, &body.code).await?;
    store::accounts::set_phone(&state.db, user.account.id, &change.new_phone).await?;
    store::accounts::mark_phone_change(&state.db, change.id, true).await?;
    user.account.phone = Some(change.new_phone);
    Ok(Json(account_data::build(&state, &user).await?))
}

/// Ends an impersonation and returns the admin to their own session.
#[utoipa::path(post, path = "/leave-impersonate", tag = "account", responses((status = 200, body = crate::account_data::LoginResponse), (status = 403, body = crate::error::ErrorBody)))]
pub async fn leave_impersonate(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Response> {
    let admin = user.session.impersonator_id.ok_or_else(ApiError::forbidden)?;
    store::accounts::delete_session(&state.db, user.session.id).await?;
    let (token, data) = start_session(&state, admin, None, None).await?;
    Ok(login_response(&state, token, data))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcceptAgreement {
    pub slug: String,
}

/// Records that the user accepted the current version of an agreement.
#[utoipa::path(post, path = "/agreements/accept", tag = "account", request_body = AcceptAgreement, responses((status = 200, body = AccountData), (status = 404, body = crate::error::ErrorBody)))]
pub async fn accept_agreement(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<AcceptAgreement>,
) -> ApiResult<Json<AccountData>> {
    let agreement = store::accounts::agreement(&state.db, &body.slug).await?.ok_or_else(ApiError::not_found)?;
    store::accounts::accept_agreement(&state.db, user.account.id, &agreement).await?;
    Ok(Json(account_data::build(&state, &user).await?))
}
