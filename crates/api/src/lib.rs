//! The HTTP API: axum routers per area (spec §7), extractors, one error type, the OpenAPI
//! document. Handlers are thin: they extract, call `domain` and `store`, and answer.

pub mod account_data;
pub mod audit;
pub mod auth;
pub mod booking;
pub mod codes;
pub mod dev;
pub mod error;
pub mod files;
pub mod health;
pub mod i18n;
pub mod images;
pub mod imaging;
pub mod json;
pub mod locale;
pub mod passwords;
pub mod ports;
pub mod realtime;
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

pub use error::{ApiError, ApiResult, ErrorCode};
pub use state::{ApiConfig, AppState, MapTiles, SiteInfo, SocialLinks};

#[derive(OpenApi)]
#[openapi(
    info(title = "Randevu API", description = "Beauty and care appointment marketplace (tr, en, ru).", license(name = "Proprietary")),
    components(schemas(error::ErrorBody)),
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
    doc
}

/// The `/api` router, ready to be merged into the server's app.
pub fn router(state: AppState) -> Router {
    let (api, _) = OpenApiRouter::<AppState>::with_openapi(ApiDoc::openapi()).nest("/api", api_router()).split_for_parts();
    let doc = openapi();
    api.route("/api/openapi.json", axum::routing::get(move || async move { axum::Json(doc) }))
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .layer(axum::middleware::from_fn_with_state(state.clone(), audit::record_impersonated_writes))
        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::area_guard))
        .layer(axum::middleware::from_fn(error::render_errors))
        .with_state(state)
}

async fn api_not_found() -> ApiError {
    ApiError::not_found()
}
