//! The HTTP API: axum routers per area (spec §7), extractors, one error type, the OpenAPI
//! document. Handlers are thin: they extract, call `domain` and `store`, and answer.

pub mod account_data;
pub mod admin_notices;
pub mod audit;
pub mod auth;
pub mod booking;
pub mod client_ip;
pub mod codes;
pub mod dev;
mod doc;
pub mod error;
pub mod export;
pub mod files;
pub mod health;
pub mod i18n;
pub mod images;
pub mod imaging;
pub mod json;
pub mod locale;
pub mod passwords;
pub mod plan_gate;
pub mod ports;
pub mod push;
pub mod realtime;
pub mod renewals;
mod review_table;
pub mod routes;
pub mod site;
pub mod state;
pub mod table;

mod admin;
mod client;
mod common;
mod master;
mod salon;

use axum::Router;
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

/// The platform reports' column headers in a language, for the export of their rows (h-stats' exporter wires them).
pub use admin::reports::{ReportTable, headers as report_headers};
pub use error::{ApiError, ApiResult, ErrorCode};
pub use state::{ApiConfig, AppState, InvoiceIssuer, MapTiles, SiteInfo, SocialLinks};

#[derive(OpenApi)]
#[openapi(
    info(title = "Randevu API", description = "Beauty and care appointment marketplace (tr, en, ru).", license(name = "Proprietary")),
    components(schemas(error::ErrorBody, table::TableQuery, table::Filter)),
    tags((name = "site", description = "Public data"), (name = "auth", description = "Login and phone verification"), (name = "account", description = "The logged-in user's own account"), (name = "client"), (name = "booking", description = "Basket, free times and orders"), (name = "salon"), (name = "admin"), (name = "dev", description = "Development profile only"), (name = "health"), (name = "files"))
)]
struct ApiDoc;

/// Every `/api` route with its OpenAPI description.
fn api_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health::health))
        .routes(routes!(files::file))
        .nest("/site", site::router())
        .nest("/common", common::router())
        .nest("/client", client::router())
        .nest("/salon", salon::router())
        .nest("/master", master::router())
        .nest("/admin", admin::router())
        .nest("/dev", OpenApiRouter::new().routes(routes!(dev::outbox)))
}

/// The OpenAPI document, generated from the code (served at `/api/openapi.json`).
pub fn openapi() -> utoipa::openapi::OpenApi {
    let (_, mut doc) = OpenApiRouter::<AppState>::with_openapi(ApiDoc::openapi()).nest("/api", api_router()).split_for_parts();
    doc.info.version = env!("CARGO_PKG_VERSION").to_owned();
    doc::document_layers(&mut doc);
    doc
}

/// The `/api` router, ready to be merged into the server's app; a request running longer than
/// `request_timeout` is answered 503 `request_timeout`.
pub fn router(state: AppState, request_timeout: std::time::Duration) -> Router {
    let (api, _) = OpenApiRouter::<AppState>::with_openapi(ApiDoc::openapi()).nest("/api", api_router()).split_for_parts();
    let doc = openapi();
    let api = api
        .route("/api/openapi.json", axum::routing::get(move || async move { axum::Json(doc) }))
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .layer(axum::middleware::from_fn_with_state(state.clone(), audit::record_impersonated_writes))
        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::area_guard))
        .with_state(state);
    error_layers(api, request_timeout)
}

/// The layers that make every failure of `router` answer in the one JSON shape, in the request's
/// language: the time limit, a caught panic (500 `unexpected_error`, logged), refused control
/// characters, and the rendering of errors and framework rejections. Public so tests can put a
/// panicking or slow route behind the very same layers without shipping one.
pub fn error_layers<S: Clone + Send + Sync + 'static>(router: Router<S>, request_timeout: std::time::Duration) -> Router<S> {
    router
        .layer(axum::middleware::from_fn_with_state(request_timeout, error::time_limit))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(error::panic_response))
        .layer(axum::middleware::from_fn(json::refuse_control_characters))
        .layer(axum::middleware::from_fn(error::render_errors))
}

async fn api_not_found() -> ApiError {
    ApiError::not_found()
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    /// A route behind the API's error layers (a test-only router: no panicking or sleeping
    /// endpoint ships), asked in `lang`: status and JSON body.
    async fn behind_error_layers(route: axum::routing::MethodRouter, lang: &str) -> (u16, Value) {
        use tower::ServiceExt;
        let router = super::error_layers(axum::Router::new().route("/api/probe", route), std::time::Duration::from_millis(200));
        let request = axum::http::Request::get("/api/probe").header("accept-language", lang).body(axum::body::Body::empty()).unwrap();
        let response = router.oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20).await.unwrap();
        (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }

    #[tokio::test]
    async fn a_panic_is_a_500_in_the_one_json_shape_and_language() {
        let panics = || {
            axum::routing::get(|| async {
                if std::hint::black_box(true) {
                    panic!("boom");
                }
                "never"
            })
        };
        let (status, body) = behind_error_layers(panics(), "en").await;
        assert_eq!((status, body["message_code"].as_str()), (500, Some("unexpected_error")));
        assert_eq!(body["message"], "Unexpected error, try refreshing the page");
        let (_, body) = behind_error_layers(panics(), "ru").await;
        assert_eq!(body["message"], "Непредвиденная ошибка, попробуйте обновить страницу");
    }

    #[tokio::test]
    async fn a_request_past_the_time_limit_is_a_503_in_the_one_json_shape() {
        let slow = axum::routing::get(|| async {
            tokio::time::sleep(std::time::Duration::from_secs(5)).await;
            "late"
        });
        let (status, body) = behind_error_layers(slow, "en").await;
        assert_eq!((status, body["message_code"].as_str()), (503, Some("request_timeout")));
        assert_eq!(body["message"], "The server took too long to answer, please try again");
    }

    /// The bounds the OpenAPI schema states (utoipa takes literals only) are the ones `domain`
    /// checks: a changed limit fails here until the schema says the same.
    #[test]
    fn request_schemas_carry_the_domain_s_bounds() {
        let doc = serde_json::to_value(super::openapi()).expect("the document is JSON");
        let field = |schema: &str, name: &str| doc["components"]["schemas"][schema]["properties"][name].clone();
        let max_length = |schema: &str, name: &str| field(schema, name)["maxLength"].as_u64().map(|n| n as usize);
        let hhmm = json!(r"^([01]\d|2[0-3]):[0-5]\d$");

        for schema in ["BookingContact", "ClientInput", "EmployeeForm", "UpdatePersonalData", "UserInput"] {
            assert_eq!(max_length(schema, "full_name"), Some(domain::person::NAME_MAX_CHARS), "{schema}");
        }
        assert_eq!(max_length("BookingContact", "comment"), Some(domain::booking::COMMENT_MAX_CHARS));
        assert_eq!(field("BookingContact", "birthday")["format"], "date");
        for schema in ["CreateOrder", "DeskManualEntry"] {
            assert_eq!(doc["components"]["schemas"][schema]["allOf"][0]["$ref"], "#/components/schemas/BookingContact", "{schema}");
        }
        assert_eq!(max_length("EmployeeForm", "position"), Some(domain::team::POSITION_MAX_CHARS));
        assert_eq!(max_length("EmployeeForm", "description"), Some(domain::team::DESCRIPTION_MAX_CHARS));
        assert_eq!(field("EmployeeForm", "hourly_rate")["maximum"], json!(domain::team::MAX_HOURLY_RATE));
        assert_eq!(max_length("CaseForm", "description"), Some(domain::limits::CASE_DESCRIPTION_MAX_CHARS));
        assert_eq!(field("CaseForm", "photos")["maxItems"], json!(domain::limits::CASE_PHOTOS_MAX));
        assert_eq!(max_length("NewRecord", "text"), Some(domain::limits::CLIENT_RECORD_MAX_CHARS));
        assert_eq!(max_length("DeskReply", "text"), Some(domain::limits::DESK_REPLY_MAX_CHARS));
        assert_eq!(max_length("SendReply", "text"), Some(domain::review::TEXT_MAX_CHARS));
        assert_eq!(max_length("RejectBody", "reason"), Some(domain::review::REASON_MAX_CHARS));
        assert_eq!(max_length("AnswerBody", "text"), Some(domain::review::ANSWER_MAX_CHARS));
        assert_eq!(max_length("PushSubscriptionBody", "endpoint"), Some(domain::push::MAX_ENDPOINT_LEN));
        assert_eq!(max_length("PushEndpoint", "endpoint"), Some(domain::push::MAX_ENDPOINT_LEN));
        for rating in ["service_quality", "salon_atmosphere", "salon_cleanliness"] {
            let schema = field("SendReply", rating);
            assert_eq!(
                (schema["minimum"].clone(), schema["maximum"].clone()),
                (json!(domain::review::RATING_MIN), json!(domain::review::RATING_MAX))
            );
        }
        let bounds = |schema: &str, name: &str| {
            let f = field(schema, name);
            (f["minimum"].clone(), f["maximum"].clone(), f["multipleOf"].clone())
        };
        let (price_max, duration_max) = (json!(domain::salon_settings::PRICE_MAX_KURUS), json!(domain::time::DURATION_MAX));
        let step = json!(domain::salon_settings::DURATION_STEP);
        assert_eq!(bounds("ServiceBindingInput", "price"), (json!(1), price_max.clone(), Value::Null));
        assert_eq!(bounds("ServiceBindingInput", "discount_percent"), (json!(0), json!(100), Value::Null));
        assert_eq!(bounds("ServiceBindingInput", "duration_min"), (step.clone(), duration_max.clone(), step.clone()));
        assert_eq!(bounds("BindingOptionInput", "price"), (json!(0), price_max, Value::Null));
        assert_eq!(bounds("BindingOptionInput", "duration_min"), (json!(0), duration_max, step));
        let duration = field("AvailabilityRequest", "duration");
        assert_eq!((duration["minimum"].clone(), duration["maximum"].clone()), (json!(1), json!(domain::time::DURATION_MAX)));
        assert_eq!(field("UpdateItem", "quantity")["maximum"], json!(domain::basket::QUANTITY_MAX));
        let manual_entry_time = doc["components"]["schemas"]["DeskManualEntry"]["allOf"][1]["properties"]["time"].clone();
        assert_eq!(manual_entry_time["pattern"], hhmm);
        for (schema, name) in [("CaseForm", "time"), ("BreakSpan", "start"), ("TimeTransfer", "provision_time")] {
            assert_eq!(field(schema, name)["pattern"], hhmm, "{schema}.{name}");
        }
        for (parameter, path) in [("duration", "/api/site/order/available-dates"), ("duration", "/api/site/order/available-masters")] {
            let parameters = doc["paths"][path]["get"]["parameters"].as_array().cloned().unwrap_or_default();
            let found: Value = parameters.into_iter().find(|p| p["name"] == parameter).unwrap_or_default();
            assert_eq!(found["schema"]["maximum"], json!(domain::time::DURATION_MAX), "{path}");
        }
        let parameter = |path: &str, name: &str| {
            let parameters = doc["paths"][path]["get"]["parameters"].as_array().cloned().unwrap_or_default();
            let found: Value = parameters.into_iter().find(|p| p["name"] == name).unwrap_or_default();
            (found["schema"]["minimum"].clone(), found["schema"]["maximum"].clone())
        };
        assert_eq!(parameter("/api/site/best-salons", "limit"), (json!(1), json!(crate::site::salons::BEST_LIMIT_MAX)));
        assert_eq!(parameter("/api/dev/outbox", "limit"), (json!(1), json!(crate::dev::OUTBOX_LIMIT_MAX)));
        assert_eq!(parameter("/api/site/salon-last-replies/{id}", "limit"), (json!(1), json!(crate::site::salon::REPLIES_LIMIT_MAX)));
        let max_page = json!(domain::paging::MAX_PAGE);
        assert_eq!(parameter("/api/site/salons", "page"), (json!(0), max_page.clone()));
        assert_eq!(parameter("/api/site/salons", "per_page"), (json!(1), json!(crate::site::salons::PER_PAGE_MAX)));
        for path in ["/api/common/notifications", "/api/client/acts"] {
            assert_eq!(parameter(path, "page"), (json!(1), max_page.clone()), "{path}");
            assert_eq!(parameter(path, "per_page"), (json!(1), json!(50)), "{path}");
        }
        for path in ["/api/site/blog", "/api/admin/blog"] {
            assert_eq!(parameter(path, "page"), (json!(1), max_page.clone()), "{path}");
        }
        let table = &doc["components"]["schemas"]["TableQuery"]["properties"];
        assert_eq!(table["offset"]["maximum"], json!(domain::paging::MAX_OFFSET));
        assert_eq!((table["limit"]["minimum"].clone(), table["limit"]["maximum"].clone()), (json!(1), json!(crate::table::MAX_LIMIT)));
        assert_eq!(
            doc["paths"]["/api/salon/clients"]["get"]["parameters"][0]["content"]["application/json"]["schema"]["$ref"],
            "#/components/schemas/TableQuery"
        );
    }
}
