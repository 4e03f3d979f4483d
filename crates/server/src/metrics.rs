//! `/metrics` in Prometheus' text format: requests and their latency per route (the matched path
//! template, so ids do not multiply the series), the rendered pages' cache, the database pool's
//! connections and the jobs queue. Off unless `metrics_token` is set; then a scrape must send `Authorization: Bearer <token>`.

use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: String,
    /// The route's template (`/api/site/salon/{id}`); `other` for the web app's pages and unknown paths.
    route: String,
    /// `2xx`, `4xx`, …
    status: String,
}

/// The registry and the series the middleware and the scrape update.
pub struct Metrics {
    registry: Registry,
    requests: Family<RouteLabels, Counter>,
    latency: Family<RouteLabels, Histogram>,
    pool_size: Gauge,
    pool_idle: Gauge,
    jobs_due: Gauge,
    jobs_retrying: Gauge,
    jobs_failed: Gauge,
    token: String,
    db: store::Db,
}

fn latency_histogram() -> Histogram {
    // 5 ms … about 10 s.
    Histogram::new(exponential_buckets(0.005, 2.0, 12))
}

impl Metrics {
    pub fn new(db: store::Db, token: &str, pages: &crate::page_cache::PageCache) -> Arc<Metrics> {
        let mut registry = Registry::with_prefix("randevu");
        registry.register(
            "page_cache_requests",
            "Rendered pages asked for, by how they were answered: fresh or stale from the cache, rendered on the request, or unrendered",
            pages.outcomes(),
        );
        let requests = Family::<RouteLabels, Counter>::default();
        registry.register("http_requests", "HTTP requests by route, method and status class", requests.clone());
        let latency = Family::<RouteLabels, Histogram>::new_with_constructor(latency_histogram as fn() -> Histogram);
        registry.register(
            "http_request_duration_seconds",
            "Time to the response's head by route, method and status class",
            latency.clone(),
        );
        let gauge = |registry: &mut Registry, name: &str, help: &str| {
            let gauge = Gauge::default();
            registry.register(name, help, gauge.clone());
            gauge
        };
        let pool_size = gauge(&mut registry, "db_pool_connections", "Open connections of the database pool");
        let pool_idle = gauge(&mut registry, "db_pool_idle_connections", "Idle connections of the database pool");
        let jobs_due = gauge(&mut registry, "jobs_due", "Jobs whose time has come and that no worker has taken yet");
        let jobs_retrying = gauge(&mut registry, "jobs_retrying", "Jobs that failed and wait for another try");
        let jobs_failed = gauge(&mut registry, "jobs_failed", "Jobs given up after their last try");
        Arc::new(Metrics {
            registry,
            requests,
            latency,
            pool_size,
            pool_idle,
            jobs_due,
            jobs_retrying,
            jobs_failed,
            token: token.to_owned(),
            db,
        })
    }

    /// The endpoint and the request middleware on `app`. Without a token nothing is counted and
    /// `/metrics` answers 404 (not the web app's page).
    pub fn install(self: &Arc<Self>, app: Router) -> Router {
        let app = Router::new().route("/metrics", axum::routing::get(scrape)).with_state(self.clone()).merge(app);
        if self.token.is_empty() { app } else { app.layer(axum::middleware::from_fn_with_state(self.clone(), track)) }
    }

    async fn render(&self) -> Result<String, store::Error> {
        let pool = store::ops::pool_use(&self.db);
        self.pool_size.set(i64::from(pool.size));
        self.pool_idle.set(i64::from(pool.idle));
        let jobs = store::jobs::queue_stats(&self.db, chrono::Utc::now()).await?;
        self.jobs_due.set(jobs.due);
        self.jobs_retrying.set(jobs.retrying);
        self.jobs_failed.set(jobs.failed);
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry).expect("writing to a String cannot fail");
        Ok(text)
    }
}

/// Counts each request under its route's template once the response's head is ready.
async fn track(State(metrics): State<Arc<Metrics>>, request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map_or_else(|| "other".to_owned(), |p| p.as_str().to_owned());
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let labels = RouteLabels { method, route, status: format!("{}xx", response.status().as_u16() / 100) };
    metrics.requests.get_or_create(&labels).inc();
    metrics.latency.get_or_create(&labels).observe(started.elapsed().as_secs_f64());
    response
}

async fn scrape(State(metrics): State<Arc<Metrics>>, headers: axum::http::HeaderMap) -> Response {
    if metrics.token.is_empty() {
        return StatusCode::NOT_FOUND.into_response();
    }
    let sent = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    if !sent.is_some_and(|token| constant_time_eq(token.as_bytes(), metrics.token.as_bytes())) {
        return (StatusCode::UNAUTHORIZED, [(header::WWW_AUTHENTICATE, "Bearer")]).into_response();
    }
    match metrics.render().await {
        Ok(text) => ([(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")], text).into_response(),
        Err(err) => {
            tracing::error!(error = %err, "metrics: reading the database failed");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

/// Compares without stopping at the first difference, so timing does not reveal the token.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
