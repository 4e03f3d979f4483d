//! Builds the whole application from a configuration; shared by `serve` and the tests.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use axum::Router;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

use crate::config::Config;

/// Connects, migrates and returns the state every handler shares.
pub async fn state(config: &Config) -> anyhow::Result<api::AppState> {
    let db = store::connect(&config.database_url)
        .await
        .with_context(|| format!("cannot open the database ({})", redact(&config.database_url)))?;
    store::migrate(&db).await.context("migration failed")?;
    std::fs::create_dir_all(&config.storage_dir).with_context(|| format!("cannot create {}", config.storage_dir.display()))?;
    let (sms, mailer, captcha) = crate::adapters::build(config, &db)?;
    let realtime = match config.realtime_redis_url.as_str() {
        "" => api::realtime::Realtime::default(),
        url => crate::realtime_redis::connect(url).await?,
    };
    Ok(api::AppState {
        sms,
        mailer,
        captcha,
        realtime,
        db,
        config: Arc::new(api::ApiConfig {
            site: config.site_info(),
            development: config.is_development(),
            storage_dir: config.storage_dir.clone(),
            public_url: config.public_url.clone(),
            map: api::MapTiles { tile_url: config.map_tiles_url.clone(), attribution: config.map_tiles_attribution.clone() },
            confirm_window: chrono::Duration::seconds(config.confirm_window_secs.max(0)),
        }),
    })
}

/// The API under `/api` and the web app for every other path. Every request carries an
/// `x-request-id` (the caller's, or a new UUID), answered back and recorded in its trace span, so
/// every log line of a request (a 500's cause, a panic) names it.
pub fn router(state: api::AppState, request_timeout: Duration) -> Router {
    let pages = Router::new()
        .route("/sitemap.xml", axum::routing::get(crate::sitemap::sitemap))
        .route("/robots.txt", axum::routing::get(crate::sitemap::robots))
        .fallback(crate::web::serve)
        .with_state(state.clone())
        .layer(TimeoutLayer::with_status_code(axum::http::StatusCode::SERVICE_UNAVAILABLE, request_timeout));
    api::router(state, request_timeout)
        .merge(pages)
        // The API catches its panics inside its error rendering; this one keeps the pages' too
        // from dropping the connection.
        .layer(CatchPanicLayer::custom(api::error::panic_response))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http().make_span_with(|request: &axum::http::Request<axum::body::Body>| {
            let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or_default();
            tracing::info_span!("request", method = %request.method(), uri = %request.uri(), request_id = %id)
        }))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
}

/// The configured request time limit.
pub fn request_timeout(config: &Config) -> Duration {
    Duration::from_secs(config.request_timeout_secs.max(1))
}

/// A database URL without its password, for logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let credentials = &url[scheme_end + 3..at];
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{}://{}:***{}", &url[..scheme_end], user, &url[at..])
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn redacts_passwords() {
        assert_eq!(super::redact("postgres://u:secret@db:5432/x"), "postgres://u:***@db:5432/x");
        assert_eq!(super::redact("sqlite://data/randevu.db"), "sqlite://data/randevu.db");
    }
}
