//! Rendered public pages kept whole (docs/rendering.md, "Cache"): the served HTML of a page with
//! its rendered markup, compressed once per page rather than once per request (a salon page is
//! ~310 KB of HTML with its inline CSS, ~40 KB in brotli; compressing it per request took longer
//! than reading its data). A page is kept in brotli only, which every browser takes; gzip is made
//! from it when a client first asks, and the rare client that takes neither gets it unpacked.
//!
//! Most of a page's HTML is the same on every page: the app's entry script and inline stylesheets
//! (~180 KB of a 250–310 KB page). Its brotli form is made once, at the best quality, and each
//! page compresses only its own runs before and after it; brotli's concatenable streams let the
//! three be joined byte for byte into one stream any decoder reads (a render miss compressed
//! 310 KB at quality 5 in ~7 ms, now ~130 KB in ~2 ms).
//!
//! A page is keyed by a SHA-256 of everything it is made of (its URL, its head and its first
//! data), so a salon whose data changed gets a new page at once. A page older than `FRESH` is
//! still served, while one request renders it again in the background (the markup may show the
//! time: "open now", today's hours), up to `STALE_LIMIT`; beyond that it is rendered on the
//! request again. Requests that miss the same page at the same moment wait for one render.

use std::collections::HashMap;
use std::future::Future;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use sha2::{Digest, Sha256};
use tokio::sync::OnceCell;

use crate::ssr::Priority;

/// How long a page is served without rendering it again.
const FRESH: Duration = Duration::from_secs(30);
/// How long a page is served (while it is rendered again) before a request waits for a new one.
const STALE_LIMIT: Duration = Duration::from_secs(300);
/// A page holds ~10–15 KB of its own (the shared block is kept once): ~60 MB when full.
const ENTRIES: usize = 4096;
/// brotli quality for a page's own runs: once per page, so better than the per-response layer's
/// 4, and still a millisecond or two for its ~130 KB (docs/performance.md, "Rendered pages").
const BROTLI_QUALITY: i32 = 5;
/// brotli quality for the block every page shares: once per process (~0.3 s), the best there is.
const SHARED_BROTLI_QUALITY: i32 = 11;
const BROTLI_WINDOW: i32 = 22;

/// A page's HTML in the three runs it is written in: its own start (language, head), the block
/// every page shares (`web::render`: the entry's script and the inline stylesheets) and its own
/// end (first data, rendered markup).
pub struct PageHtml<'a> {
    pub start: String,
    pub shared: &'a str,
    pub end: String,
}

impl PageHtml<'_> {
    pub fn joined(&self) -> String {
        [self.start.as_str(), self.shared, &self.end].concat()
    }
}

pub type Key = [u8; 32];

/// The key of a page made of these parts (each separated, so no two splits of one string meet).
pub fn key(parts: &[&str]) -> Key {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part.as_bytes());
    }
    hash.finalize().into()
}

/// One served page: its brotli form, and its gzip form once a client has asked for it.
pub struct Page {
    status: StatusCode,
    language: &'static str,
    etag: HeaderValue,
    made: Instant,
    /// When a request last took it (`Inner::epoch` + this many milliseconds): the cache lets go
    /// of the pages asked for least lately, so a popular page stays however old its render.
    last_used: AtomicU64,
    refreshing: AtomicBool,
    brotli: Brotli,
    gzip: OnceLock<Bytes>,
}

/// A page's brotli stream in its three runs. The middle one is the shared block's kept run, the
/// same bytes for every page (not a copy), so a page holds only its own ~10–15 KB.
struct Brotli {
    start: Bytes,
    shared: Bytes,
    end: Bytes,
}

impl Brotli {
    fn joined(&self) -> Bytes {
        [&self.start[..], &self.shared[..], &self.end[..]].concat().into()
    }
}

impl Page {
    pub fn new(key: &Key, status: StatusCode, language: &'static str, html: &PageHtml) -> Page {
        let etag = HeaderValue::from_str(&format!("W/\"{}\"", hex::encode(&key[..16]))).expect("hex etag");
        Page {
            status,
            language,
            etag,
            made: Instant::now(),
            last_used: AtomicU64::new(0),
            refreshing: AtomicBool::new(false),
            brotli: brotli(html),
            gzip: OnceLock::new(),
        }
    }

    /// The page's HTML, unpacked.
    fn html(&self) -> Bytes {
        let brotli = self.brotli.joined();
        let mut html = Vec::with_capacity(brotli.len() * 8);
        brotli::Decompressor::new(&brotli[..], 64 * 1024).read_to_end(&mut html).expect("our own brotli");
        Bytes::from(html)
    }

    /// The page for this request: 304 when the client holds it, else in the best encoding it accepts.
    pub fn respond(&self, request: &HeaderMap) -> Response {
        let mut response = if request.get(header::IF_NONE_MATCH).is_some_and(|tags| matches_etag(tags, &self.etag)) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let (body, encoding) = match crate::web::preferred_encoding(request) {
                Some("br") => (self.brotli.joined(), Some("br")),
                Some("gzip") => (self.gzip.get_or_init(|| gzip(&self.html())).clone(), Some("gzip")),
                _ => (self.html(), None),
            };
            let mut response = (self.status, Body::from(body)).into_response();
            if let Some(encoding) = encoding {
                response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
            response
        };
        let h = response.headers_mut();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        h.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(self.language));
        h.insert(header::VARY, HeaderValue::from_static("accept-encoding, cookie, authorization"));
        h.insert(header::ETAG, self.etag.clone());
        response
    }
}

fn matches_etag(tags: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(tags) = tags.to_str() else { return false };
    let ours = etag.to_str().unwrap_or_default();
    // Weak comparison (RFC 9110 §13.1.2): `W/"x"` and `"x"` name the same page.
    let bare = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    tags.split(',').any(|tag| tag.trim() == "*" || bare(tag) == bare(ours))
}

/// The page as one brotli stream: its start (a stream's header, no end), the shared block's kept
/// form and its end (each a headless, endless run that may follow another), then the stream's
/// last byte. Each run refers back only within itself, which is what makes them joinable.
fn brotli(html: &PageHtml) -> Brotli {
    let start = compress_run(html.start.as_bytes(), BROTLI_QUALITY, Run::First);
    let shared = if html.shared.is_empty() { Bytes::new() } else { shared_brotli(html.shared) };
    let mut end = if html.end.is_empty() { Vec::new() } else { compress_run(html.end.as_bytes(), BROTLI_QUALITY, Run::Following) };
    end.push(LAST_EMPTY_METABLOCK);
    Brotli { start: start.into(), shared, end: end.into() }
}

/// Ends a stream of joined runs: an empty last meta-block (ISLAST and ISLASTEMPTY set).
const LAST_EMPTY_METABLOCK: u8 = 0x03;

#[derive(Clone, Copy, PartialEq)]
enum Run {
    /// Carries the stream's header.
    First,
    /// Joins the run before it.
    Following,
}

fn compress_run(data: &[u8], quality: i32, run: Run) -> Vec<u8> {
    let following = run == Run::Following;
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        lgwin: BROTLI_WINDOW,
        bare_stream: true,
        byte_align: true,
        appendable: true,
        catable: following,
        use_dictionary: !following,
        ..Default::default()
    };
    let mut out = Vec::with_capacity(data.len() / 5);
    {
        let mut writer = brotli::CompressorWriter::with_params(&mut out, 64 * 1024, &params);
        writer.write_all(data).expect("compressing into memory");
    }
    out
}

/// The shared block's brotli run, made once (and again only when the block changes: a
/// development server serving a rebuilt web app). Requests that need it meanwhile wait for it.
fn shared_brotli(block: &str) -> Bytes {
    static KEPT: Mutex<Option<(String, Bytes)>> = Mutex::new(None);
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((plain, packed)) = kept.as_ref()
        && plain == block
    {
        return packed.clone();
    }
    let packed = Bytes::from(compress_run(block.as_bytes(), SHARED_BROTLI_QUALITY, Run::Following));
    *kept = Some((block.to_owned(), packed.clone()));
    packed
}

/// Makes the shared block's brotli run of this page ahead of the first page that needs it.
pub fn prepare(html: &PageHtml) {
    shared_brotli(html.shared);
}

fn gzip(html: &[u8]) -> Bytes {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(html.len() / 4), flate2::Compression::new(6));
    encoder.write_all(html).expect("compressing into memory");
    Bytes::from(encoder.finish().expect("compressing into memory"))
}

enum Found {
    Fresh(Arc<Page>),
    /// Served as it is; `true` when this request is the one to render it again.
    Stale(Arc<Page>, bool),
    Missing,
}

type Rendering = Arc<OnceCell<Option<Arc<Page>>>>;

/// The kept pages; cheap to clone.
#[derive(Clone, Default)]
pub struct PageCache {
    inner: Arc<Inner>,
}

struct Inner {
    /// Where `Page::last_used` counts from.
    epoch: Instant,
    pages: Mutex<HashMap<Key, Arc<Page>>>,
    /// Pages being rendered for a waiting request, so that others missing them wait for the same render.
    rendering: Mutex<HashMap<Key, Rendering>>,
    outcomes: Family<OutcomeLabels, Counter>,
}

impl Default for Inner {
    fn default() -> Inner {
        Inner { epoch: Instant::now(), pages: Mutex::default(), rendering: Mutex::default(), outcomes: Family::default() }
    }
}

/// How a request for a rendered page was answered (`/metrics`: `randevu_page_cache_requests_total`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OutcomeLabels {
    outcome: Outcome,
}

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, prometheus_client::encoding::EncodeLabelValue)]
#[allow(non_camel_case_types)]
enum Outcome {
    /// A kept page younger than `FRESH`.
    fresh,
    /// A kept page past `FRESH`, served while it is rendered again in the background.
    stale,
    /// No page kept (or past `STALE_LIMIT`): the request waited for a render.
    rendered,
    /// Missed, and the render failed (timeout, full queue, no Node): served unrendered.
    unrendered,
}

impl PageCache {
    /// The page under `key`: kept, or made by `make` (`None`: it could not be rendered, and the
    /// caller serves it unrendered). A kept page past `FRESH` is served at once and made again
    /// in the background by `make`.
    pub async fn get_or_make<F>(&self, key: Key, make: impl FnOnce(Priority) -> F) -> Option<Arc<Page>>
    where
        F: Future<Output = Option<Page>> + Send + 'static,
    {
        match self.find(&key) {
            Found::Fresh(page) => {
                self.count(Outcome::fresh);
                return Some(page);
            }
            Found::Stale(page, refresh) => {
                self.count(Outcome::stale);
                if refresh {
                    let cache = self.clone();
                    let made = make(Priority::Background);
                    tokio::spawn(async move {
                        match made.await {
                            Some(fresh) => cache.keep(key, Arc::new(fresh)),
                            // Left stale; the next request past FRESH tries again.
                            None => page_refresh_failed(&cache, &key),
                        }
                    });
                }
                return Some(page);
            }
            Found::Missing => {}
        }
        let cell = self.lock_rendering().entry(key).or_default().clone();
        let made = make(Priority::Visitor);
        let cache = self.clone();
        let page = cell
            .get_or_init(|| async move {
                let page = made.await.map(Arc::new);
                if let Some(page) = &page {
                    cache.keep(key, page.clone());
                }
                page
            })
            .await
            .clone();
        let mut rendering = self.lock_rendering();
        if rendering.get(&key).is_some_and(|current| Arc::ptr_eq(current, &cell)) {
            rendering.remove(&key);
        }
        self.count(if page.is_some() { Outcome::rendered } else { Outcome::unrendered });
        page
    }

    /// The requests counted by how they were answered, for `/metrics` (metrics.rs).
    pub fn outcomes(&self) -> Family<OutcomeLabels, Counter> {
        self.inner.outcomes.clone()
    }

    fn count(&self, outcome: Outcome) {
        self.inner.outcomes.get_or_create(&OutcomeLabels { outcome }).inc();
    }

    fn find(&self, key: &Key) -> Found {
        let pages = self.lock_pages();
        let Some(page) = pages.get(key) else { return Found::Missing };
        page.last_used.store(self.now(), Ordering::Relaxed);
        let age = page.made.elapsed();
        if age < FRESH {
            Found::Fresh(page.clone())
        } else if age < STALE_LIMIT {
            let refresh = !page.refreshing.swap(true, Ordering::AcqRel);
            Found::Stale(page.clone(), refresh)
        } else {
            Found::Missing
        }
    }

    fn keep(&self, key: Key, page: Arc<Page>) {
        page.last_used.store(self.now(), Ordering::Relaxed);
        let mut pages = self.lock_pages();
        if pages.len() >= ENTRIES && !pages.contains_key(&key) {
            pages.retain(|_, kept| kept.made.elapsed() < STALE_LIMIT);
            if pages.len() >= ENTRIES {
                // The tenth asked for least lately goes, rather than everything at once. By use,
                // not by age: under a long tail of pages seen once, the most visited pages (home,
                // a popular salon) went at every turn by age and were rendered again on a
                // visitor's request (docs/performance.md, "Rendered pages", session 45).
                let mut uses: Vec<(u64, Key)> = pages.iter().map(|(k, p)| (p.last_used.load(Ordering::Relaxed), *k)).collect();
                uses.sort_unstable();
                for (_, old) in uses.into_iter().take(ENTRIES / 10) {
                    pages.remove(&old);
                }
            }
        }
        pages.insert(key, page);
    }

    fn now(&self) -> u64 {
        u64::try_from(self.inner.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn lock_pages(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Arc<Page>>> {
        self.inner.pages.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn lock_rendering(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Rendering>> {
        self.inner.rendering.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn page_refresh_failed(cache: &PageCache, key: &Key) {
    if let Some(page) = cache.lock_pages().get(key) {
        page.refreshing.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    fn page(key: &Key, html: &str) -> Page {
        Page::new(key, StatusCode::OK, "tr", &PageHtml { start: html.to_owned(), shared: "", end: String::new() })
    }

    #[tokio::test]
    async fn simultaneous_misses_of_one_page_render_it_once() {
        let cache = PageCache::default();
        let renders = Arc::new(AtomicUsize::new(0));
        let k = key(&["/isletme/a", "{}"]);
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let (cache, renders) = (cache.clone(), renders.clone());
                tokio::spawn(async move {
                    cache
                        .get_or_make(k, |_| async move {
                            renders.fetch_add(1, Ordering::SeqCst);
                            tokio::time::sleep(Duration::from_millis(50)).await;
                            Some(page(&k, "<main>a</main>"))
                        })
                        .await
                })
            })
            .collect();
        for task in tasks {
            let page = task.await.expect("no panic").expect("rendered");
            assert_eq!(&page.html()[..], b"<main>a</main>");
        }
        assert_eq!(renders.load(Ordering::SeqCst), 1);
        assert!(cache.lock_rendering().is_empty(), "nothing left waiting");
    }

    #[tokio::test]
    async fn a_page_that_could_not_be_rendered_is_not_kept() {
        let cache = PageCache::default();
        let k = key(&["/", "{}"]);
        assert!(cache.get_or_make(k, |_| async { None }).await.is_none());
        let again = cache
            .get_or_make(k, |priority| {
                assert_eq!(priority, Priority::Visitor, "a miss is rendered for the visitor waiting");
                async move { Some(page(&k, "ok")) }
            })
            .await;
        assert_eq!(&again.expect("rendered the second time").html()[..], b"ok");
        assert!(cache.get_or_make(k, |_| async { None }).await.is_some(), "kept");
        let counted = |outcome| cache.outcomes().get_or_create(&OutcomeLabels { outcome }).get();
        assert_eq!(
            [Outcome::unrendered, Outcome::rendered, Outcome::fresh, Outcome::stale].map(counted),
            [1, 1, 1, 0],
            "each request counted once, by how it was answered"
        );
    }

    #[tokio::test]
    async fn a_stale_page_is_served_while_one_request_renders_it_again() {
        let cache = PageCache::default();
        let k = key(&["/places", "{}"]);
        let aged = Page { made: Instant::now() - FRESH - Duration::from_secs(1), ..page(&k, "old") };
        cache.keep(k, Arc::new(aged));
        let renders = Arc::new(AtomicUsize::new(0));
        for _ in 0..3 {
            let renders = renders.clone();
            let served = cache
                .get_or_make(k, |priority| {
                    assert_eq!(priority, Priority::Background, "nobody waits for a stale page's render");
                    async move {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        renders.fetch_add(1, Ordering::SeqCst);
                        Some(page(&k, "new"))
                    }
                })
                .await
                .expect("served");
            assert_eq!(&served.html()[..], b"old", "no request waits for the new render");
        }
        let mut served = cache.get_or_make(k, |_| async { None }).await.expect("served");
        for _ in 0..200 {
            if &served.html()[..] == b"new" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
            served = cache.get_or_make(k, |_| async { None }).await.expect("served");
        }
        assert_eq!(&served.html()[..], b"new", "the background render replaced the page");
        assert_eq!(renders.load(Ordering::SeqCst), 1, "one background render for three stale requests");
        assert!(cache.outcomes().get_or_create(&OutcomeLabels { outcome: Outcome::stale }).get() >= 3);
    }

    #[tokio::test]
    async fn a_page_past_the_stale_limit_waits_for_its_render() {
        let cache = PageCache::default();
        let k = key(&["/", "{}"]);
        let ancient = Page { made: Instant::now() - STALE_LIMIT - Duration::from_secs(1), ..page(&k, "old") };
        cache.keep(k, Arc::new(ancient));
        let served = cache.get_or_make(k, |_| async move { Some(page(&k, "new")) }).await.expect("served");
        assert_eq!(&served.html()[..], b"new");
    }

    #[test]
    fn every_encoding_carries_the_same_page() {
        let shared = "<style>.salon{color:#8e2557}</style>".repeat(3000);
        let runs = PageHtml {
            start: "<html lang=\"tr\"><head><title>Işık</title>".repeat(50),
            shared: &shared,
            end: "<main>Işık Güzellik</main>".repeat(5000),
        };
        let html = runs.joined();
        let k = key(&[&html]);
        let page = Page::new(&k, StatusCode::OK, "tr", &runs);
        let body = |encoding: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(encoding));
            let response = page.respond(&headers);
            let used = response.headers().get(header::CONTENT_ENCODING).map(|v| v.to_str().unwrap().to_owned());
            (used, response.into_body())
        };
        assert_eq!(body("gzip, deflate, br").0.as_deref(), Some("br"));
        let packed = page.brotli.joined();
        assert!(packed.len() < html.len() / 10, "kept packed");
        let mut plain = String::new();
        brotli::Decompressor::new(&packed[..], 4096).read_to_string(&mut plain).expect("brotli");
        assert_eq!(plain, html);
        assert_eq!(body("gzip").0.as_deref(), Some("gzip"));
        let mut plain = String::new();
        flate2::read::GzDecoder::new(&page.gzip.get().expect("made")[..]).read_to_string(&mut plain).expect("gzip");
        assert_eq!(plain, html);
        assert_eq!(body("identity").0, None);
        assert_eq!(&page.html()[..], html.as_bytes());
    }

    #[test]
    fn pages_share_one_compressed_block_and_any_run_may_be_empty() {
        let shared = "<script type=\"module\"></script><style>a{b:c}</style>".repeat(100);
        let unpacked = |runs: &PageHtml| {
            let page = Page::new(&key(&[&runs.joined()]), StatusCode::OK, "tr", runs);
            (String::from_utf8(page.html().to_vec()).expect("utf-8"), page.brotli)
        };
        let salon = PageHtml { start: "<head>".into(), shared: &shared, end: "</head><main>Salon</main>".into() };
        let master = PageHtml { start: "<head><title>Usta</title>".into(), shared: &shared, end: "</head><main>Usta</main>".into() };
        let (salon_html, salon_packed) = unpacked(&salon);
        let (master_html, master_packed) = unpacked(&master);
        assert_eq!(salon_html, salon.joined());
        assert_eq!(master_html, master.joined());
        let kept = shared_brotli(&shared);
        assert_eq!(salon_packed.shared, kept, "the page carries the kept block as it is");
        assert_eq!(salon_packed.shared.as_ptr(), master_packed.shared.as_ptr(), "one copy for every page");
        for runs in [
            PageHtml { start: String::new(), shared: &shared, end: "x".into() },
            PageHtml { start: "x".into(), shared: "", end: String::new() },
            PageHtml { start: String::new(), shared: "", end: String::new() },
        ] {
            assert_eq!(unpacked(&runs).0, runs.joined());
        }
    }

    #[test]
    fn a_full_cache_lets_go_of_the_pages_asked_for_least_lately() {
        let cache = PageCache::default();
        let keep = |name: &str| {
            let k = key(&[name]);
            cache.keep(k, Arc::new(page(&k, name)));
            k
        };
        let popular = keep("/");
        let forgotten = keep("/isletme/bir-kez");
        std::thread::sleep(Duration::from_millis(5));
        for n in 2..ENTRIES {
            keep(&format!("/isletme/salon-{n}"));
        }
        std::thread::sleep(Duration::from_millis(5));
        assert!(matches!(cache.find(&popular), Found::Fresh(_)), "a visitor asks for home again");
        keep("/isletme/yeni");
        let pages = cache.lock_pages();
        assert_eq!(pages.len(), ENTRIES - ENTRIES / 10 + 1, "a tenth let go");
        assert!(pages.contains_key(&popular), "home, the oldest render but asked for last, stays");
        assert!(!pages.contains_key(&forgotten), "a page nobody asked for since it was made goes");
    }

    #[test]
    fn the_etag_answers_not_modified() {
        let k = key(&["x"]);
        let page = page(&k, "x");
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, page.etag.clone());
        assert_eq!(page.respond(&headers).status(), StatusCode::NOT_MODIFIED);
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"other\""));
        assert_eq!(page.respond(&headers).status(), StatusCode::OK);
    }
}
