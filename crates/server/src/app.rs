//! Builds the whole application from a configuration; shared by `serve` and the tests.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use axum::Router;
use object_store::ObjectStore;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
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
    let storage = storage(config)?;
    let (sms, mailer, captcha) = crate::adapters::build(config, &db)?;
    let realtime = match config.realtime_redis_url.as_str() {
        "" => api::realtime::Realtime::default(),
        url => crate::realtime_redis::connect(url).await?,
    };
    Ok(api::AppState {
        storage,
        sms,
        mailer,
        captcha,
        push: crate::push::build(config, &db)?,
        payments: crate::payments::build(config)?,
        realtime,
        catalogues: Default::default(),
        db,
        config: Arc::new(api::ApiConfig {
            site: config.site_info(),
            development: config.is_development(),
            public_url: config.public_url.clone(),
            map: api::MapTiles { tile_url: config.map_tiles_url.clone(), attribution: config.map_tiles_attribution.clone() },
            confirm_window: chrono::Duration::seconds(config.confirm_window_secs.max(0)),
            trusted_proxies: config.trusted_proxies()?,
            invoice_issuer: api::InvoiceIssuer {
                legal_name: config.payments.issuer_legal_name.clone(),
                tax_number: config.payments.issuer_tax_number.clone(),
                tax_office: config.payments.issuer_tax_office.clone(),
                address: config.payments.issuer_address.clone(),
            },
        }),
    })
}

/// The object store of uploaded and generated files (`storage.provider`): a local folder, or an
/// S3-compatible bucket that several nodes share.
pub fn storage(config: &Config) -> anyhow::Result<Arc<dyn ObjectStore>> {
    let s = &config.storage;
    match s.provider.as_str() {
        "local" => {
            let dir = &config.storage_dir;
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
            let store = LocalFileSystem::new_with_prefix(dir).with_context(|| format!("cannot use {} for files", dir.display()))?;
            Ok(Arc::new(store))
        }
        "s3" => {
            anyhow::ensure!(!s.bucket.is_empty(), "storage.bucket is required for s3");
            let mut builder = AmazonS3Builder::new()
                .with_bucket_name(&s.bucket)
                .with_region(&s.region)
                .with_access_key_id(&s.access_key_id)
                .with_secret_access_key(&s.secret_access_key)
                .with_allow_http(s.allow_http);
            if !s.endpoint.is_empty() {
                builder = builder.with_endpoint(&s.endpoint);
            }
            Ok(Arc::new(builder.build().context("invalid storage settings for s3")?))
        }
        other => anyhow::bail!("storage.provider must be local or s3, not {other:?}"),
    }
}

/// The API under `/api`, `/metrics` (when `metrics_token` is set) and the web app for every other
/// path. Every request carries an `x-request-id` (the caller's, or a new UUID), answered back and
/// recorded in its trace span, so every log line of a request (a 500's cause, a panic) names it.
pub fn router(state: api::AppState, config: &Config) -> Router {
    let request_timeout = request_timeout(config);
    let page_cache = crate::page_cache::PageCache::default();
    let metrics = crate::metrics::Metrics::new(state.db.clone(), &config.metrics_token, &page_cache);
    let pages = Router::new()
        .route("/sitemap.xml", axum::routing::get(crate::sitemap::sitemap))
        .route("/robots.txt", axum::routing::get(crate::sitemap::robots))
        .route("/blog/rss.xml", axum::routing::get(crate::sitemap::rss))
        .route("/en/blog/rss.xml", axum::routing::get(crate::sitemap::rss))
        .route("/ru/blog/rss.xml", axum::routing::get(crate::sitemap::rss))
        .fallback(crate::web::serve)
        .layer(axum::Extension(crate::ssr::Renderer::new(&config.render)))
        .layer(axum::Extension(page_cache))
        .with_state(state.clone())
        .layer(TimeoutLayer::with_status_code(axum::http::StatusCode::SERVICE_UNAVAILABLE, request_timeout));
    let app = api::router(state, request_timeout)
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
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid));
    metrics.install(app)
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
    use crate::config::Config;

    #[test]
    fn storage_is_a_local_folder_or_a_configured_bucket() {
        let dir = std::env::temp_dir().join(format!("randevu-storage-{}", std::process::id()));
        let mut config = Config { storage_dir: dir.clone(), ..Config::default() };
        assert!(super::storage(&config).unwrap().to_string().starts_with("LocalFileSystem"));
        assert!(dir.is_dir(), "the folder is made");
        config.storage.provider = "s3".into();
        assert!(super::storage(&config).unwrap_err().to_string().contains("storage.bucket"));
        config.storage.bucket = "files".into();
        config.storage.endpoint = "http://127.0.0.1:9000".into();
        config.storage.allow_http = true;
        assert_eq!(super::storage(&config).unwrap().to_string(), "AmazonS3(files)");
        config.storage.provider = "ftp".into();
        assert!(super::storage(&config).unwrap_err().to_string().contains("local or s3"));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn redacts_passwords() {
        assert_eq!(super::redact("postgres://u:secret@db:5432/x"), "postgres://u:***@db:5432/x");
        assert_eq!(super::redact("sqlite://data/randevu.db"), "sqlite://data/randevu.db");
    }
}
