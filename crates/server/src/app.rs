//! Builds the whole application from a configuration; shared by `serve` and the tests.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use axum::Router;
use tower_http::compression::CompressionLayer;
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
            trusted_proxies: config.trusted_proxies()?,
        }),
    })
}

/// The API under `/api`, `/metrics` (when `metrics_token` is set) and the web app for every other path.
pub fn router(state: api::AppState, config: &Config) -> Router {
    let metrics = crate::metrics::Metrics::new(state.db.clone(), &config.metrics_token);
    let pages = Router::new()
        .route("/sitemap.xml", axum::routing::get(crate::sitemap::sitemap))
        .route("/robots.txt", axum::routing::get(crate::sitemap::robots))
        .fallback(crate::web::serve)
        .with_state(state.clone());
    let app = api::router(state)
        .merge(pages)
        .layer(CompressionLayer::new())
        .layer(TimeoutLayer::with_status_code(axum::http::StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)))
        .layer(TraceLayer::new_for_http());
    metrics.install(app)
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
