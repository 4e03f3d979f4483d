//! Load measurement of the realtime channel and the moderator chat (issue #21, docs/performance.md),
//! driven by `scripts/bench-ws.sh`. Loopback only, bounded in time (each run at most 60 s) and count.
//!
//! ```sh
//! # 1. Test-only accounts, straight into a fresh benchmark database (no endpoint is involved):
//! #    SALONS Premium salons "bench-ws-N", each with two salon admins holding a session; one line
//! #    per salon: `salon_id token_a token_b`.
//! cargo run --example bench_ws -- setup --db postgres://…/randevu_bench_ws --salons 500 --out tokens.txt
//! # 2. RSS of the server (pid) before and after COUNT idle authenticated sockets:
//! cargo run --example bench_ws -- idle --url http://127.0.0.1:18094 --pid 1234 --tokens tokens.txt --count 1000
//! # 3. PAIRS pairs (a salon's two admins, both connected): A posts chat/send once a second, the
//! #    latency is from just before the POST to B's socket frame; B may sit on another node (--peer-url).
//! cargo run --example bench_ws -- pairs --url http://127.0.0.1:18094 [--peer-url http://127.0.0.1:18095] --tokens tokens.txt --pairs 200 --seconds 30
//! ```
//!
//! The setup writes rows the way the integration tests' fixtures do (`tests/api/helpers`); it is
//! a benchmark tool and never runs against a database it did not get on its command line.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use chrono::Utc;
use clap::{Parser, Subcommand};
use domain::access::Role;
use futures::StreamExt;
use sea_orm::{ActiveModelTrait, EntityTrait, PaginatorTrait, Set};
use serde_json::Value;
use store::entities::{accounts, districts, provinces, salons};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// No run lasts longer than this, whatever its arguments.
const RUN_LIMIT: Duration = Duration::from_secs(60);
/// The most sockets or pairs one run opens.
const MAX_SOCKETS: usize = 2000;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Creates the benchmark's salons, accounts and sessions and writes their tokens.
    Setup {
        #[arg(long)]
        db: String,
        #[arg(long, default_value_t = 500)]
        salons: usize,
        #[arg(long)]
        out: String,
    },
    /// Server RSS before and after COUNT idle authenticated sockets.
    Idle {
        #[arg(long)]
        url: String,
        #[arg(long)]
        pid: u32,
        #[arg(long)]
        tokens: String,
        #[arg(long, default_value_t = 1000)]
        count: usize,
        /// Seconds the sockets stay open (idle) before the second reading.
        #[arg(long, default_value_t = 10)]
        hold: u64,
    },
    /// Delivery latency of chat messages between connected pairs.
    Pairs {
        #[arg(long)]
        url: String,
        /// The receivers' node (default: the senders' node).
        #[arg(long)]
        peer_url: Option<String>,
        #[arg(long)]
        tokens: String,
        #[arg(long, default_value_t = 200)]
        pairs: usize,
        #[arg(long, default_value_t = 30)]
        seconds: u64,
    },
}

#[tokio::main]
async fn main() -> Result<()> {
    match Cli::parse().command {
        Command::Setup { db, salons, out } => setup(&db, salons.min(MAX_SOCKETS), &out).await,
        Command::Idle { url, pid, tokens, count, hold } => {
            loopback(&url)?;
            tokio::time::timeout(RUN_LIMIT, idle(&url, pid, &tokens, count.min(MAX_SOCKETS), hold.min(40))).await.context("over 60 s")?
        }
        Command::Pairs { url, peer_url, tokens, pairs, seconds } => {
            loopback(&url)?;
            let peer = peer_url.unwrap_or_else(|| url.clone());
            loopback(&peer)?;
            tokio::time::timeout(RUN_LIMIT, run_pairs(&url, &peer, &tokens, pairs.min(MAX_SOCKETS / 2), seconds.min(45)))
                .await
                .context("over 60 s")?
        }
    }
}

/// A benchmark aims at this machine only.
fn loopback(url: &str) -> Result<()> {
    let host = url.strip_prefix("http://").context("http:// URLs only")?.split(['/', ':']).next().unwrap_or_default();
    ensure!(matches!(host, "127.0.0.1" | "localhost"), "{url} is not a loopback address");
    Ok(())
}

async fn setup(url: &str, count: usize, out: &str) -> Result<()> {
    let db = store::connect(url).await?;
    ensure!(salons::Entity::find().count(&db).await? == 0, "setup wants a fresh, migrated database (this one has salons)");
    // Geography ids are the official codes (not generated): one made-up province and district.
    let province = provinces::ActiveModel {
        id: Set(999),
        name: Set("Bench".into()),
        slug: Set("bench".into()),
        search_key: Set("bench".into()),
        lat: Set(41.0),
        lng: Set(29.0),
    }
    .insert(&db)
    .await?;
    let district = districts::ActiveModel {
        id: Set(99_999),
        province_id: Set(province.id),
        name: Set("Bench".into()),
        slug: Set("bench".into()),
        search_key: Set("bench".into()),
    }
    .insert(&db)
    .await?;
    let mut lines = String::new();
    for n in 0..count {
        let salon = salons::ActiveModel {
            slug: Set(format!("bench-ws-{n}")),
            search_key: Set(format!("bench ws {n}")),
            name: Set(format!("Bench WS {n}")),
            phone: Set(format!("+90212{n:07}")),
            address: Set("Bench Cad. 1".into()),
            province_id: Set(province.id),
            district_id: Set(district.id),
            social: Set("{}".into()),
            time_slicing: Set(15),
            auto_confirm: Set(false),
            is_star: Set(false),
            plan: Set("premium".into()),
            status: Set("active".into()),
            reviews_count: Set(0),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&db)
        .await?;
        let mut tokens = Vec::new();
        for side in 0..2 {
            let account = accounts::ActiveModel {
                full_name: Set(format!("Bench {n}/{side}")),
                phone: Set(Some(format!("+90599{side}{n:06}"))),
                active_role: Set(Role::SalonAdmin.as_str().into()),
                locale: Set("tr".into()),
                created_at: Set(Utc::now()),
                ..Default::default()
            }
            .insert(&db)
            .await?;
            store::accounts::grant(&db, account.id, Role::SalonAdmin, Some(salon.id)).await?;
            let (token, hash) = api::auth::new_token();
            store::accounts::create_session(&db, account.id, &hash, None, None).await?;
            tokens.push(token);
        }
        lines.push_str(&format!("{} {} {}\n", salon.id, tokens[0], tokens[1]));
    }
    std::fs::write(out, lines)?;
    println!("setup: {count} Premium salons, {} salon admins with sessions -> {out}", count * 2);
    Ok(())
}

struct Pair {
    salon: i64,
    a: String,
    b: String,
}

fn read_tokens(path: &str) -> Result<Vec<Pair>> {
    std::fs::read_to_string(path)?
        .lines()
        .map(|line| {
            let mut parts = line.split_whitespace();
            let salon = parts.next().context("salon id")?.parse()?;
            Ok(Pair { salon, a: parts.next().context("token a")?.to_owned(), b: parts.next().context("token b")?.to_owned() })
        })
        .collect()
}

/// The account's realtime socket, after its first frame (the notification counter).
async fn open(base: &str, token: &str) -> Result<Socket> {
    let mut request = format!("{}/api/common/realtime?lang=tr", base.replacen("http://", "ws://", 1)).into_client_request()?;
    request.headers_mut().insert("authorization", format!("Bearer {token}").parse()?);
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await?;
    match tokio::time::timeout(Duration::from_secs(10), socket.next()).await {
        Ok(Some(Ok(Message::Text(_)))) => Ok(socket),
        other => bail!("no first frame: {other:?}"),
    }
}

/// Opens one socket per token, at most 50 handshakes at a time.
async fn open_all(base: &str, tokens: Vec<String>) -> Result<Vec<Socket>> {
    let base = base.to_owned();
    futures::stream::iter(tokens)
        .map(|token| {
            let base = base.clone();
            async move { open(&base, &token).await }
        })
        .buffer_unordered(50)
        .collect::<Vec<_>>()
        .await
        .into_iter()
        .collect()
}

fn rss_kb(pid: u32) -> Result<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).context("no VmRSS")?;
    Ok(line.split_whitespace().nth(1).context("VmRSS value")?.parse()?)
}

async fn idle(base: &str, pid: u32, tokens: &str, count: usize, hold: u64) -> Result<()> {
    let pairs = read_tokens(tokens)?;
    let tokens: Vec<String> = pairs.into_iter().flat_map(|p| [p.a, p.b]).take(count).collect();
    ensure!(tokens.len() == count, "only {} tokens for {count} sockets", tokens.len());
    // Warm the server (pool, first socket) so the baseline is a running server's, not a cold one's.
    drop(open(base, &tokens[0]).await?);
    tokio::time::sleep(Duration::from_secs(2)).await;
    let before = rss_kb(pid)?;
    let started = Instant::now();
    let sockets = open_all(base, tokens).await?;
    let opened = started.elapsed();
    // Idle: each socket is read (answering the server's pings) but nothing else happens.
    let drains: Vec<_> = sockets.into_iter().map(|mut s| tokio::spawn(async move { while let Some(Ok(_)) = s.next().await {} })).collect();
    tokio::time::sleep(Duration::from_secs(hold)).await;
    let after = rss_kb(pid)?;
    let alive = drains.iter().filter(|d| !d.is_finished()).count();
    println!(
        "idle: {count} sockets opened in {:.1} s, {alive} still open after {hold} s; server RSS {:.1} MB -> {:.1} MB (+{:.1} MB, {:.1} KB per socket)",
        opened.as_secs_f64(),
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / count as f64,
    );
    for d in drains {
        d.abort();
    }
    Ok(())
}

async fn run_pairs(base: &str, peer: &str, tokens: &str, count: usize, seconds: u64) -> Result<()> {
    let pairs: Vec<Pair> = read_tokens(tokens)?.into_iter().take(count).collect();
    ensure!(pairs.len() == count, "only {} salons for {count} pairs", pairs.len());
    let senders = open_all(base, pairs.iter().map(|p| p.a.clone()).collect()).await?;
    let receivers = open_all(peer, pairs.iter().map(|p| p.b.clone()).collect()).await?;
    let clock = Instant::now();
    let latencies = Arc::new(Mutex::new(Vec::<u64>::with_capacity(count * seconds as usize)));
    let sent = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let send_time = Arc::new(Mutex::new(Vec::<u64>::new()));

    // Receivers: every message frame carries its send instant (µs since `clock`) in its text.
    let mut tasks = Vec::new();
    for mut socket in receivers {
        let latencies = latencies.clone();
        tasks.push(tokio::spawn(async move {
            while let Some(Ok(frame)) = socket.next().await {
                let Message::Text(text) = frame else { continue };
                let now = clock.elapsed().as_micros() as u64;
                let Ok(value) = serde_json::from_str::<Value>(&text) else { continue };
                let Some(body) = value.pointer("/chat/message/text").and_then(Value::as_str) else { continue };
                if let Some(at) = body.strip_prefix("bench ").and_then(|rest| rest.rsplit(' ').next()).and_then(|t| t.parse::<u64>().ok()) {
                    latencies.lock().await.push(now.saturating_sub(at));
                }
            }
        }));
    }
    // The senders' own sockets are connected too (a pair), and read so they never back up.
    for mut socket in senders {
        tasks.push(tokio::spawn(async move { while let Some(Ok(_)) = socket.next().await {} }));
    }
    let client = reqwest::Client::builder().pool_max_idle_per_host(count).build()?;
    let mut senders = Vec::new();
    for (i, pair) in pairs.iter().enumerate() {
        let (client, url, token, salon) = (client.clone(), format!("{base}/api/common/chat/send"), pair.a.clone(), pair.salon);
        let (sent, refused, send_time) = (sent.clone(), refused.clone(), send_time.clone());
        // Spread the pairs over the second, as independent users would be.
        let offset = Duration::from_micros(1_000_000 * i as u64 / count as u64);
        senders.push(tokio::spawn(async move {
            tokio::time::sleep(offset).await;
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            for seq in 0..seconds {
                tick.tick().await;
                let at = clock.elapsed().as_micros() as u64;
                let body = serde_json::json!({"text": format!("bench {salon} {seq} {at}")});
                let response = client.post(&url).bearer_auth(&token).json(&body).send().await;
                let took = clock.elapsed().as_micros() as u64 - at;
                match response {
                    Ok(r) if r.status().is_success() => {
                        sent.fetch_add(1, Ordering::Relaxed);
                        send_time.lock().await.push(took);
                    }
                    Ok(r) => {
                        if refused.fetch_add(1, Ordering::Relaxed) == 0 {
                            eprintln!("send refused: {} {}", r.status(), r.text().await.unwrap_or_default());
                        }
                    }
                    Err(e) => {
                        if refused.fetch_add(1, Ordering::Relaxed) == 0 {
                            eprintln!("send failed: {e}");
                        }
                    }
                }
            }
        }));
    }
    for s in senders {
        s.await?;
    }
    // What is still on its way gets two seconds.
    tokio::time::sleep(Duration::from_secs(2)).await;
    for t in &tasks {
        t.abort();
    }
    let mut lat = latencies.lock().await.clone();
    let mut posts = send_time.lock().await.clone();
    lat.sort_unstable();
    posts.sort_unstable();
    let sent = sent.load(Ordering::Relaxed);
    let nodes = if base == peer { "one node" } else { "two nodes" };
    println!(
        "pairs ({nodes}): {count} pairs x {seconds} s: {sent} sent, {} refused, {} delivered, {} lost",
        refused.load(Ordering::Relaxed),
        lat.len(),
        sent.saturating_sub(lat.len() as u64)
    );
    println!(
        "  delivery (send -> other socket) ms: p50 {:.1}  p95 {:.1}  p99 {:.1}  max {:.1}",
        pct(&lat, 50.0),
        pct(&lat, 95.0),
        pct(&lat, 99.0),
        lat.last().copied().unwrap_or_default() as f64 / 1000.0
    );
    println!("  chat/send answer ms:             p50 {:.1}  p95 {:.1}  p99 {:.1}", pct(&posts, 50.0), pct(&posts, 95.0), pct(&posts, 99.0));
    Ok(())
}

/// Nearest-rank percentile of sorted microseconds, in milliseconds.
fn pct(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((sorted.len() as f64 * p / 100.0).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1] as f64 / 1000.0
}
