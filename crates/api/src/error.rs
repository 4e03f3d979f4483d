//! The one error type of the API. Every variant has a stable snake_case `message_code` (spec §8),
//! a real HTTP status and a translated message. The body is rendered by [`render_errors`], which
//! knows the request's locale; handlers only say what went wrong.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

use crate::i18n;
use crate::locale::RequestLocale;

macro_rules! error_codes {
    ($($(#[$doc:meta])* $variant:ident = $code:literal => $status:ident),* $(,)?) => {
        /// Stable error codes; the web app translates them through its `errors` namespace.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum ErrorCode { $($(#[$doc])* $variant),* }

        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            pub fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $code),* }
            }

            pub fn status(self) -> StatusCode {
                match self { $(ErrorCode::$variant => StatusCode::$status),* }
            }
        }
    };
}

error_codes! {
    /// Anything we did not foresee; the cause is logged, never sent.
    Unexpected = "unexpected_error" => INTERNAL_SERVER_ERROR,
    UpdateError = "update_error" => INTERNAL_SERVER_ERROR,
    TooManyRequests = "too_many_requests" => TOO_MANY_REQUESTS,
    Forbidden = "forbidden" => FORBIDDEN,
    Unauthorized = "unauthorized" => UNAUTHORIZED,
    NotFound = "not_found" => NOT_FOUND,
    CaptchaValidation = "captcha_validation_error" => UNPROCESSABLE_ENTITY,
    /// Input failed validation; per-field messages are in `errors`.
    Validation = "validation_error" => UNPROCESSABLE_ENTITY,
    NotAValidClient = "not_a_valid_client" => FORBIDDEN,
    NotAValidAdminOrMaster = "not_a_valid_admin_or_master" => FORBIDDEN,
    PhoneValidationFailed = "phone_validation_failed" => UNPROCESSABLE_ENTITY,
    AgreementNotAccepted = "agreement_not_accepted" => UNPROCESSABLE_ENTITY,
    SmsSendingError = "sms_sending_error" => BAD_GATEWAY,
    SmsCodeInvalid = "sms_code_invalid" => UNPROCESSABLE_ENTITY,
    /// Needs the `date` parameter.
    ClientHasPlannedVisit = "client_has_planned_visit" => CONFLICT,
    PhoneExistsNotClient = "phone_exists_not_client" => CONFLICT,
    MasterNoContract = "master_no_contract" => UNPROCESSABLE_ENTITY,
    MasterServiceNotProvided = "master_service_not_provided" => UNPROCESSABLE_ENTITY,
    MasterNotWorking = "master_not_working" => UNPROCESSABLE_ENTITY,
    SalonOffDay = "salon_off_day" => UNPROCESSABLE_ENTITY,
    MasterAlreadyExists = "master_already_exists" => CONFLICT,
    MasterIsBusy = "master_is_busy" => CONFLICT,
    DateTooFar = "date_too_far" => UNPROCESSABLE_ENTITY,
    DateInPast = "date_in_past" => UNPROCESSABLE_ENTITY,
    MaxDailyChanges = "max_daily_changes" => TOO_MANY_REQUESTS,
    MaxDailyCancellations = "max_daily_cancellations" => TOO_MANY_REQUESTS,
    PlannedVisitsExistClient = "planned_visits_exist_client" => CONFLICT,
    PlannedVisitsExistMaster = "planned_visits_exist_master" => CONFLICT,
    CompletedCannotCancel = "completed_cannot_cancel" => CONFLICT,
    InvalidOrExpiredLink = "invalid_or_expired_link" => UNPROCESSABLE_ENTITY,
    OtpSendFailed = "otp_send_failed" => BAD_GATEWAY,
    UserNotFound = "user_not_found" => NOT_FOUND,
    EmailRequired = "email_required" => UNPROCESSABLE_ENTITY,
    EmailSendFailed = "email_send_failed" => BAD_GATEWAY,
    SalonTimeAndAddressRequired = "salon_time_and_address_required" => UNPROCESSABLE_ENTITY,
    NamePhoneEmailRequired = "name_phone_email_required" => UNPROCESSABLE_ENTITY,
    MultipleRolesDelete = "multiple_roles_delete" => CONFLICT,
    InvalidPhonePassword = "invalid_phone_password" => UNAUTHORIZED,
    SalonDeactivated = "salon_deactivated" => CONFLICT,
    AdminCannotBeDeleted = "admin_cannot_be_deleted" => FORBIDDEN,
    PhoneExistsSalonAdmin = "phone_exists_salon_admin" => CONFLICT,
    /// The phone belongs to another account (not a salon admin), e.g. when an admin changes a
    /// salon owner's phone.
    PhoneTakenByAccount = "phone_taken_by_account" => CONFLICT,
    MaxStarredSalons = "max_starred_salons" => CONFLICT,
    VerificationError = "verification_error" => UNPROCESSABLE_ENTITY,
    NotificationPreferencesLoadFailed = "notification_preferences_load_failed" => INTERNAL_SERVER_ERROR,
    NotificationPreferencesUpdateFailed = "notification_preferences_update_failed" => INTERNAL_SERVER_ERROR,
    NotificationPreferencesResetFailed = "notification_preferences_reset_failed" => INTERNAL_SERVER_ERROR,
    SalonPhoneNotFound = "salon_phone_not_found" => NOT_FOUND,
    UnknownMiddleware = "unknown_middleware" => INTERNAL_SERVER_ERROR,
    PayloadTooLarge = "payload_too_large" => PAYLOAD_TOO_LARGE,
    /// The request ran past the server's time limit (configuration `request_timeout_secs`).
    RequestTimeout = "request_timeout" => SERVICE_UNAVAILABLE,
    /// Services booked together must share one category.
    ServicesMustShareCategory = "services_must_share_category" => UNPROCESSABLE_ENTITY,
    ServiceAlreadyInBasket = "service_already_in_basket" => CONFLICT,
    /// Changing the master drops the chosen time or services: the client confirms with `reset`.
    BasketResetRequired = "basket_reset_required" => CONFLICT,
    BasketEmpty = "basket_empty" => UNPROCESSABLE_ENTITY,
    PrivacyNotAccepted = "privacy_not_accepted" => UNPROCESSABLE_ENTITY,
    CancellationNotAllowed = "cancellation_not_allowed" => CONFLICT,
    /// Reviews are for completed visits only.
    ReviewNotAllowed = "review_not_allowed" => CONFLICT,
    ReviewExists = "review_exists" => CONFLICT,
    /// The platform admin has decided on the review: the salon can no longer confirm or dispute it.
    ReviewDecided = "review_decided" => CONFLICT,
    /// The review has no visit behind it (e.g. an imported one), so no case can be made of it.
    ReviewHasNoVisit = "review_has_no_visit" => CONFLICT,
    /// The appointment's status does not allow this action.
    ActionNotAllowed = "action_not_allowed" => CONFLICT,
    /// Completing a visit (or recording its payment) before its start, or a no-show not after it
    /// (`domain::booking::desk_actions`).
    VisitNotStarted = "visit_not_started" => CONFLICT,
    TimeOutsideOffer = "time_outside_offer" => UNPROCESSABLE_ENTITY,
    /// The plan's employee limit is reached; needs the `limit` parameter.
    EmployeeLimitReached = "employee_limit_reached" => CONFLICT,
    /// A paid-plan feature (e.g. manual calendar entries) asked for on the free plan; needs the
    /// `feature` parameter ([`ApiError::plan_feature`]).
    PlanFeatureUnavailable = "plan_feature_unavailable" => FORBIDDEN,
    /// The salon already has a client card with this phone.
    SalonClientExists = "salon_client_exists" => CONFLICT,
    /// The catalogue service is already bound to this salon.
    ServiceAlreadyBound = "service_already_bound" => CONFLICT,
    /// The requested service already exists in the catalogue or is awaiting moderation.
    ServiceAlreadyRequested = "service_already_requested" => CONFLICT,
    /// A break would cover a live appointment; needs the `date` and `time` parameters.
    BreakOverlapsVisit = "break_overlaps_visit" => CONFLICT,
    /// A moderator acted on a service request that is no longer pending.
    ServiceRequestAlreadyDecided = "service_request_already_decided" => CONFLICT,
    /// The client's points at the salon do not cover what the booking redeems (checked under the
    /// balance's lock in the booking's transaction, so two checkouts cannot spend them twice).
    LoyaltyPointsInsufficient = "loyalty_points_insufficient" => CONFLICT,
    /// A master's cases move only to a master record of the same person (same account).
    CasesTransferOtherPerson = "cases_transfer_other_person" => CONFLICT,
    /// A department with categories is not deleted; needs the `count` parameter.
    DepartmentHasCategories = "department_has_categories" => CONFLICT,
    /// A category with services is not deleted; needs the `count` parameter.
    CategoryHasServices = "category_has_services" => CONFLICT,
    /// Salons offer the catalogue service; needs the `count` parameter.
    ServiceUsedBySalons = "service_used_by_salons" => CONFLICT,
    /// Visits were booked with the catalogue service: it stays for their history.
    ServiceHasBookings = "service_has_bookings" => CONFLICT,
    /// An admin's grant would end before the period the salon already paid for; needs the
    /// `date` parameter (the paid period's last day).
    GrantWithinPaidPeriod = "grant_within_paid_period" => CONFLICT,
    /// "End grant" on a salon whose plan was not granted by an admin.
    NoGrantedPlan = "no_granted_plan" => CONFLICT,
    /// The bank declined the subscription's payment (an unpaid row is in the history).
    PaymentDeclined = "payment_declined" => PAYMENT_REQUIRED,
    /// The bank declined the payment for insufficient funds.
    PaymentInsufficientFunds = "payment_insufficient_funds" => PAYMENT_REQUIRED,
    /// The payment provider could not be reached or failed; nothing was charged or changed.
    PaymentUnavailable = "payment_unavailable" => BAD_GATEWAY,
    /// An upgrade while a paid period runs.
    SubscriptionActive = "subscription_active" => CONFLICT,
    /// The push endpoint is another account's browser: it is not taken over.
    PushEndpointTaken = "push_endpoint_taken" => CONFLICT,
    /// Web Push is switched off on this server (`push.provider = "off"`).
    PushUnavailable = "push_unavailable" => CONFLICT,
}

/// A per-field validation problem; `code` names a message of the catalogue (`required`,
/// `between`, ...), `params` fill its placeholders.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldError {
    pub code: &'static str,
    pub params: Vec<(&'static str, String)>,
}

impl FieldError {
    pub fn new(code: &'static str) -> Self {
        FieldError { code, params: Vec::new() }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.params.push((name, value.to_string()));
        self
    }
}

/// What a handler returns when it fails.
#[derive(Debug)]
pub struct ApiError {
    pub code: ErrorCode,
    pub params: Vec<(&'static str, String)>,
    pub fields: BTreeMap<String, Vec<FieldError>>,
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(code: ErrorCode) -> Self {
        ApiError { code, params: Vec::new(), fields: BTreeMap::new() }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.params.push((name, value.to_string()));
        self
    }

    pub fn not_found() -> Self {
        ApiError::new(ErrorCode::NotFound)
    }

    pub fn forbidden() -> Self {
        ApiError::new(ErrorCode::Forbidden)
    }

    /// The 403 a salon meets when its plan lacks `feature`; the message names the feature in the
    /// reader's language (`feature_<key>` of the catalogue) and the web shows the upgrade screen.
    pub fn plan_feature(feature: domain::plan::Feature) -> Self {
        ApiError::new(ErrorCode::PlanFeatureUnavailable).with(FEATURE_PARAM, feature.key())
    }

    /// A 422 with one message on one field (the same as one [`domain::Problem`]).
    pub fn field(field: impl Into<String>, error: FieldError) -> Self {
        ApiError::from(domain::Problems(vec![domain::Problem { field: field.into(), code: error.code, params: error.params }]))
    }

    /// Logs the cause of an unforeseen failure and hides it from the client.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        ApiError::failed(ErrorCode::Unexpected, cause)
    }

    /// A failure answered with `code` (a 5xx), its cause logged (inside the request's span, so
    /// with its request id) and never sent.
    pub fn failed(code: ErrorCode, cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, code = code.as_str(), "request failed");
        ApiError::new(code)
    }
}

/// The one way a form's problems become an answer: a 422 `validation_error` with every field's
/// messages. With `?`, a `Result<_, Problems>` from `domain` turns into this directly.
impl From<domain::Problems> for ApiError {
    fn from(problems: domain::Problems) -> Self {
        let mut error = ApiError::new(ErrorCode::Validation);
        for p in problems.0 {
            error.fields.entry(p.field).or_default().push(FieldError { code: p.code, params: p.params });
        }
        error
    }
}

impl From<store::Error> for ApiError {
    fn from(err: store::Error) -> Self {
        // Every write that can meet contention holds a master's calendar lock (bookings, breaks,
        // the employee form's schedule): giving way there means the master is being booked now.
        if err.is_contention() { ApiError::new(ErrorCode::MasterIsBusy) } else { ApiError::internal(err) }
    }
}

/// The JSON shape of every error.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// The message in the request's language.
    pub message: String,
    /// Stable code, e.g. `master_is_busy`.
    pub message_code: String,
    /// Per-field messages for validation errors.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub errors: BTreeMap<String, Vec<String>>,
}

/// The parameter that names a plan feature by its key; the message shows its translated name.
const FEATURE_PARAM: &str = "feature";

impl ApiError {
    pub fn body(&self, locale: Locale) -> ErrorBody {
        let params: Vec<(&str, String)> = self
            .params
            .iter()
            .map(|(name, value)| match *name {
                FEATURE_PARAM => (*name, i18n::message(locale, &format!("feature_{value}"), &[])),
                _ => (*name, value.clone()),
            })
            .collect();
        ErrorBody {
            message: i18n::message(locale, self.code.as_str(), &params),
            message_code: self.code.as_str().to_owned(),
            errors: self
                .fields
                .iter()
                .map(|(field, errors)| (field.clone(), errors.iter().map(|e| i18n::message(locale, e.code, &e.params)).collect()))
                .collect(),
        }
    }
}

/// Carried in the response extensions until [`render_errors`] writes the body.
#[derive(Clone)]
struct PendingError(std::sync::Arc<ApiError>);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.code.status();
        let mut response = status.into_response();
        response.extensions_mut().insert(PendingError(std::sync::Arc::new(self)));
        response
    }
}

/// What a panicking handler answers (through `CatchPanicLayer`): a 500 `unexpected_error` in
/// Turkish, re-rendered in the request's language by [`render_errors`] where it runs inside it.
/// The panic's message is logged in the request's span (with its request id), never sent.
pub fn panic_response(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let message =
        panic.downcast_ref::<&str>().map(|s| (*s).to_owned()).or_else(|| panic.downcast_ref::<String>().cloned()).unwrap_or_default();
    tracing::error!(panic = %message, "handler panicked");
    let error = ApiError::new(ErrorCode::Unexpected);
    let mut response = (error.code.status(), Json(error.body(Locale::Tr))).into_response();
    response.extensions_mut().insert(PendingError(std::sync::Arc::new(error)));
    response
}

/// Middleware: a request still running after `limit` is dropped and answered 503
/// `request_timeout` (in the request's language when inside [`render_errors`]).
pub async fn time_limit(axum::extract::State(limit): axum::extract::State<std::time::Duration>, request: Request, next: Next) -> Response {
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => {
            tracing::warn!(limit_secs = limit.as_secs_f64(), "request timed out");
            ApiError::new(ErrorCode::RequestTimeout).into_response()
        }
    }
}

/// Middleware: renders pending errors in the request's locale, and gives framework rejections
/// (bad JSON, unknown method, body too large) the same JSON shape. Every 5xx leaves a log line
/// (the request's span carries its id); the cause was logged where it happened.
pub async fn render_errors(locale: RequestLocale, request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    if response.status().is_server_error() {
        tracing::error!(status = response.status().as_u16(), "answered with a server error");
    }
    if let Some(PendingError(error)) = response.extensions().get::<PendingError>().cloned() {
        let status = response.status();
        return (status, Json(error.body(locale.0))).into_response();
    }
    let status = response.status();
    let is_json = response.headers().get(axum::http::header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let code = match status {
            StatusCode::NOT_FOUND => ErrorCode::NotFound,
            StatusCode::PAYLOAD_TOO_LARGE => ErrorCode::PayloadTooLarge,
            StatusCode::UNAUTHORIZED => ErrorCode::Unauthorized,
            StatusCode::FORBIDDEN => ErrorCode::Forbidden,
            StatusCode::TOO_MANY_REQUESTS => ErrorCode::TooManyRequests,
            StatusCode::SERVICE_UNAVAILABLE | StatusCode::GATEWAY_TIMEOUT | StatusCode::REQUEST_TIMEOUT => ErrorCode::RequestTimeout,
            s if s.is_client_error() => ErrorCode::Validation,
            _ => ErrorCode::Unexpected,
        };
        return (status, Json(ApiError::new(code).body(locale.0))).into_response();
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_translated_in_every_locale() {
        let missing: Vec<_> = ErrorCode::ALL.iter().filter(|c| !i18n::has_all_translations(c.as_str())).collect();
        assert!(missing.is_empty(), "codes without tr/en/ru text: {missing:?}");
    }

    #[test]
    fn validation_messages_are_translated() {
        for code in [
            "required",
            "integer",
            "email",
            "url",
            "between",
            "min_length",
            "max_length",
            "min_value",
            "max_value",
            "wrong_format",
            "date_time_required",
            "unknown_error",
            "passwords_do_not_match",
        ] {
            assert!(i18n::has_all_translations(code), "{code}");
        }
    }

    #[test]
    fn body_carries_code_message_and_fields() {
        let err = ApiError::field("phone", FieldError::new("required"));
        let body = err.body(Locale::Ru);
        assert_eq!(body.message_code, "validation_error");
        assert_eq!(body.message, "Ошибка валидации");
        assert_eq!(body.errors["phone"], vec!["Обязательное поле".to_owned()]);
        assert_eq!(ApiError::new(ErrorCode::MasterIsBusy).code.status(), StatusCode::CONFLICT);
    }

    #[test]
    fn problems_become_one_422_with_every_field() {
        let mut problems = domain::Problems::default();
        problems.push("name", "required");
        problems.push_with("duration_min", "duration_step", vec![("step", "5".into())]);
        problems.push("name", "max_length");
        let error = ApiError::from(problems);
        assert_eq!(error.code.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let body = error.body(Locale::En);
        assert_eq!(body.message_code, "validation_error");
        assert_eq!(body.errors["name"][0], "Required field");
        assert_eq!(body.errors["name"].len(), 2);
        assert_eq!(body.errors["duration_min"], vec!["Duration must be a multiple of 5 minutes"]);
    }
}
