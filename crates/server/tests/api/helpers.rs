//! Test harness in the manner of zero2prod: every test starts the real server on port 0 over a
//! fresh database: a SQLite file, and also a fresh PostgreSQL database when
//! `TEST_DATABASE_URL` is set. `each_backend!` runs a test body once per backend.

use std::path::PathBuf;

use chrono::Utc;

use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, Set};
use server::config::Config;
use store::entities::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// SQLite always; PostgreSQL when `TEST_DATABASE_URL` points at a server.
pub fn backends() -> Vec<Backend> {
    let mut list = vec![Backend::Sqlite];
    if std::env::var("TEST_DATABASE_URL").is_ok_and(|v| !v.is_empty()) {
        list.push(Backend::Postgres);
    }
    list
}

pub type WebSocket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub struct TestApp {
    pub address: String,
    pub db: DatabaseConnection,
    pub backend: Backend,
    pub client: reqwest::Client,
    pub storage_dir: PathBuf,
    /// The configuration it runs with, kept to start it again on the same database.
    pub config: Config,
    /// The server (and, when started with jobs, the jobs worker): aborting them is a shutdown.
    tasks: Vec<tokio::task::JoinHandle<()>>,
    with_jobs: bool,
    _dir: tempfile::TempDir,
    pg_cleanup: Option<(String, String)>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Drop the per-test PostgreSQL database from a thread of its own: Drop cannot await.
        if let Some((admin_url, name)) = self.pg_cleanup.take() {
            let _ = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
                runtime.block_on(async move {
                    if let Ok(admin) = sea_orm::Database::connect(admin_url).await {
                        let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await;
                    }
                });
            })
            .join();
        }
    }
}

pub fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| if b.is_ascii_alphanumeric() || b"-._~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

fn random_suffix() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..10).map(|_| char::from(b'a' + rng.random_range(0..26u8))).collect()
}

/// A database URL for a fresh, empty database of `backend`.
async fn fresh_database(backend: Backend, dir: &std::path::Path) -> (String, Option<(String, String)>) {
    match backend {
        Backend::Sqlite => (format!("sqlite://{}/test.db", dir.display()), None),
        Backend::Postgres => {
            let admin_url = std::env::var("TEST_DATABASE_URL").expect("TEST_DATABASE_URL");
            let name = format!("randevu_test_{}", random_suffix());
            let admin = sea_orm::Database::connect(&admin_url).await.expect("connect to TEST_DATABASE_URL");
            admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.expect("create test database");
            admin.close().await.ok();
            let base = admin_url.rsplit_once('/').map(|(b, _)| b).expect("URL with a database name");
            (format!("{base}/{name}"), Some((admin_url, name)))
        }
    }
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, |_| {}).await
}

/// Like `spawn_app`, with a chance to change the configuration first.
pub async fn spawn_app_with(backend: Backend, adjust: impl FnOnce(&mut Config)) -> TestApp {
    spawn(backend, adjust, false).await
}

/// Like `spawn_app_with`, and the background jobs worker runs too (polling every 100 ms).
pub async fn spawn_app_with_jobs(backend: Backend, adjust: impl FnOnce(&mut Config)) -> TestApp {
    spawn(backend, adjust, true).await
}

/// Starts the server (and the jobs worker) for `config`; returns its address, pool and tasks.
async fn start(config: &Config, with_jobs: bool) -> (String, DatabaseConnection, Vec<tokio::task::JoinHandle<()>>) {
    let state = server::app::state(config).await.expect("app state");
    let db = state.db.clone();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = format!("http://{}", listener.local_addr().unwrap());
    let mut tasks = Vec::new();
    if with_jobs {
        tasks.push(server::workers::spawn_jobs(state.clone(), std::time::Duration::from_millis(100)));
    }
    tasks.push(tokio::spawn(async move {
        axum::serve(listener, server::app::router(state).into_make_service_with_connect_info::<std::net::SocketAddr>())
            .await
            .expect("serve");
    }));
    (address, db, tasks)
}

async fn spawn(backend: Backend, adjust: impl FnOnce(&mut Config), with_jobs: bool) -> TestApp {
    let dir = tempfile::tempdir().expect("tempdir");
    let (database_url, pg_cleanup) = fresh_database(backend, dir.path()).await;
    let mut config = Config { database_url, storage_dir: dir.path().join("uploads"), ..Config::default() };
    adjust(&mut config);
    let (address, db, tasks) = start(&config, with_jobs).await;
    TestApp {
        address,
        db,
        backend,
        client: reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap(),
        storage_dir: config.storage_dir.clone(),
        config,
        tasks,
        with_jobs,
        _dir: dir,
        pg_cleanup,
    }
}

impl TestApp {
    /// Stops the server and its worker, as a shutdown would; the database stays.
    pub async fn stop(&mut self) {
        for task in self.tasks.drain(..) {
            task.abort();
            let _ = task.await;
        }
    }

    /// Starts the server again on the same database (a restart after `stop`).
    pub async fn start_again(&mut self) {
        let (address, db, tasks) = start(&self.config, self.with_jobs).await;
        self.address = address;
        self.db = db;
        self.tasks = tasks;
    }

    /// A state over the same database, for running background work directly in a test.
    pub async fn state_for_jobs(&self) -> api::AppState {
        server::app::state(&self.config).await.expect("app state")
    }

    /// Another server node over the same configuration and database, with a jobs worker of its
    /// own when `with_jobs`; returns its address. It stops with this app.
    pub async fn start_node(&mut self, with_jobs: bool) -> String {
        let (address, _, tasks) = start(&self.config, with_jobs).await;
        self.tasks.extend(tasks);
        address
    }

    /// Opens a WebSocket to `path` on the server at `address`, as `token`, in `lang`.
    pub async fn websocket(
        address: &str,
        path: &str,
        token: Option<&str>,
        lang: &str,
    ) -> Result<WebSocket, tokio_tungstenite::tungstenite::Error> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("{}{path}", address.replacen("http://", "ws://", 1)).into_client_request()?;
        request.headers_mut().insert("accept-language", lang.parse().unwrap());
        if let Some(token) = token {
            request.headers_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
        }
        Ok(tokio_tungstenite::connect_async(request).await?.0)
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    pub async fn post_json(&self, path: &str, body: serde_json::Value, token: Option<&str>) -> reqwest::Response {
        let mut request = self.client.post(self.url(path)).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request")
    }

    pub async fn get_auth(&self, path: &str, token: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.expect("request")
    }

    /// The newest message recorded for `recipient` by the development adapters.
    pub async fn last_message(&self, recipient: &str) -> serde_json::Value {
        let messages: serde_json::Value =
            self.get(&format!("/api/dev/outbox?recipient={}&limit=1", urlencode(recipient))).await.json().await.unwrap();
        messages[0].clone()
    }

    /// The 4-digit code of the newest SMS to `phone`.
    pub async fn last_code(&self, phone: &str) -> String {
        let body = self.last_message(phone).await["body"].as_str().expect("an SMS was recorded").to_owned();
        body.split(|c: char| !c.is_ascii_digit()).find(|w| w.len() == 4).expect("a 4-digit code").to_owned()
    }

    /// Logs in by phone and SMS code; returns the session token and account data.
    pub async fn login(&self, phone: &str) -> (String, serde_json::Value) {
        let sent = self
            .post_json(
                "/api/site/login/phone",
                serde_json::json!({"phone": phone, "recaptchaToken": "dev", "isAgreementAccepted": true}),
                None,
            )
            .await;
        assert_eq!(sent.status(), 200, "code request for {phone}");
        let code = self.last_code(phone).await;
        let response = self.post_json("/api/site/login/code", serde_json::json!({"phone": phone, "code": code}), None).await;
        assert_eq!(response.status(), 200, "login of {phone}");
        let body: serde_json::Value = response.json().await.unwrap();
        (body["token"].as_str().unwrap().to_owned(), body["account_data"].clone())
    }

    pub async fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
        let mut request = self.client.get(self.url(path));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.expect("request")
    }
}

/// Runs the body once per backend with a fresh `app`.
#[macro_export]
macro_rules! each_backend {
    (|$app:ident| $body:block) => {
        for backend in $crate::helpers::backends() {
            let $app = $crate::helpers::spawn_app(backend).await;
            $body
        }
    };
}

// ---- fixtures -------------------------------------------------------------------------------

/// Builds a small catalogue: `count` departments with one category and one service each.
pub async fn departments(db: &DatabaseConnection, count: usize) -> Vec<departments::Model> {
    let mut out = Vec::new();
    for i in 0..count {
        let department = departments::ActiveModel {
            slug: Set(format!("dep-{i}")),
            name_tr: Set(format!("Bölüm {i}")),
            name_en: Set(format!("Department {i}")),
            name_ru: Set(format!("Отдел {i}")),
            icon_svg: Set(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"#fff\"/></svg>"
                    .into(),
            ),
            sort_order: Set(i as i32),
            show_in_menu: Set(true),
            ..Default::default()
        }
        .insert(db)
        .await
        .unwrap();
        out.push(department);
    }
    out
}

/// A province and district with the given names, returning (province_id, district_id).
pub async fn place(db: &DatabaseConnection, province: (i64, &str), district: (i64, &str)) -> (i64, i64) {
    provinces::ActiveModel {
        id: Set(province.0),
        name: Set(province.1.into()),
        slug: Set(domain::text::slugify(province.1)),
        search_key: Set(domain::text::fold(province.1)),
        lat: Set(41.0),
        lng: Set(29.0),
    }
    .insert(db)
    .await
    .unwrap();
    districts::ActiveModel {
        id: Set(district.0),
        province_id: Set(province.0),
        name: Set(district.1.into()),
        slug: Set(domain::text::slugify(district.1)),
        search_key: Set(domain::text::fold(district.1)),
    }
    .insert(db)
    .await
    .unwrap();
    (province.0, district.0)
}

/// A minimal active salon.
pub async fn salon(db: &DatabaseConnection, slug: &str, province_id: i64, district_id: i64) -> salons::Model {
    salons::ActiveModel {
        slug: Set(slug.into()),
        name: Set(format!("Salon {slug}")),
        phone: Set("+902120000000".into()),
        address: Set("Test Cad. 1".into()),
        province_id: Set(province_id),
        district_id: Set(district_id),
        social: Set("{}".into()),
        time_slicing: Set(15),
        auto_confirm: Set(false),
        is_star: Set(false),
        plan: Set("free".into()),
        status: Set("active".into()),
        reviews_count: Set(0),
        search_key: Set(slug.into()),
        created_at: Set(chrono::Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
}

/// An account with the given roles (salon roles for `salon_id`), for tests that need one.
pub async fn account(db: &DatabaseConnection, phone: &str, roles: &[domain::access::Role], salon_id: Option<i64>) -> accounts::Model {
    let account = accounts::ActiveModel {
        full_name: Set(format!("Test {phone}")),
        phone: Set(Some(phone.into())),
        active_role: Set(roles[0].as_str().into()),
        locale: Set("tr".into()),
        created_at: Set(chrono::Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    for role in roles {
        let salon = if role.is_salon_staff() || *role == domain::access::Role::SalonMaster { salon_id } else { None };
        store::accounts::grant(db, account.id, *role, salon).await.unwrap();
    }
    account
}

/// A catalogue service in `category` with its tr, en and ru names.
pub async fn catalogue_service(db: &DatabaseConnection, category: i64, slug: &str, names: [&str; 3]) -> i64 {
    services::ActiveModel {
        category_id: Set(category),
        slug: Set(slug.into()),
        name_tr: Set(names[0].into()),
        name_en: Set(names[1].into()),
        name_ru: Set(names[2].into()),
        default_duration_min: Set(45),
        moderation_state: Set("approved".into()),
        search_key: Set(domain::text::fold(&names.join(" "))),
        created_at: Set(chrono::Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

/// A session token for a new account with `roles`, without going through SMS (limits apply there).
pub async fn token_for(db: &DatabaseConnection, phone: &str, roles: &[domain::access::Role], salon: Option<i64>) -> String {
    let account = account(db, phone, roles, salon).await;
    let (token, hash) = api::auth::new_token();
    store::accounts::create_session(db, account.id, &hash, None, None).await.unwrap();
    token
}

/// Binds a catalogue service to a salon at a price (kuruş), discount and duration.
pub async fn sell_service(
    db: &DatabaseConnection,
    salon: i64,
    service: i64,
    price: i64,
    discount: i16,
    minutes: i32,
    multiple: bool,
) -> i64 {
    salon_services::ActiveModel {
        salon_id: Set(salon),
        service_id: Set(service),
        price: Set(price),
        discount_percent: Set(discount),
        duration_min: Set(minutes),
        is_multiple: Set(multiple),
        active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

/// A master of `salon` who does the given salon services.
pub async fn master(db: &DatabaseConnection, salon: i64, name: &str, does: &[i64]) -> i64 {
    let m = masters::ActiveModel {
        salon_id: Set(salon),
        full_name: Set(name.into()),
        contract_active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    for s in does {
        master_services::ActiveModel { master_id: Set(m.id), salon_service_id: Set(*s), ..Default::default() }.insert(db).await.unwrap();
    }
    m.id
}
