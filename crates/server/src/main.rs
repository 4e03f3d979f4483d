use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use server::config::Config;

/// Randevu: beauty and care appointment marketplace.
#[derive(Parser)]
#[command(name = "randevu", version)]
struct Cli {
    /// Configuration file (default: ./randevu.toml, optional).
    #[arg(long, global = true, env = "RANDEVU_CONFIG")]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate, load demo data on an empty development database, and serve (the default).
    Serve {
        /// Port to listen on (default 8080 or RANDEVU_PORT).
        #[arg(long)]
        port: Option<u16>,
        /// Do not load demo data into an empty database.
        #[arg(long)]
        no_demo: bool,
    },
    /// Apply pending database migrations.
    Migrate,
    /// Copy the SQLite database into FILE (a new file) while the server may keep running;
    /// PostgreSQL is backed up with pg_dump instead.
    Backup {
        /// Where the copy goes; must not exist yet.
        file: PathBuf,
    },
    /// Print a new VAPID key pair for Web Push, as the `[push]` section of randevu.toml.
    VapidKeys,
    /// Print the OpenAPI document (the web app's API types are generated from it).
    Openapi,
    /// Load data into the database.
    Seed {
        /// Turkey's geography, the catalogue, demo salons and one account per role.
        #[arg(long)]
        demo: bool,
        /// N generated salons on top of the demo data, for load tests (400 ≈ 10× the first, 44-salon demo).
        #[arg(long, value_name = "N")]
        synthetic: Option<usize>,
        /// Two years of past visits, reviews, expenses and salary payments for the demo's Premium
        /// salons (the first one topped up to 10 masters, about 40,000 appointments), for the
        /// analytics, the reports and their benchmarks.
        #[arg(long)]
        history: bool,
        /// N published blog posts (in translation groups of tr, en and ru) on top of the demo's,
        /// for the blog's benchmarks (issue #20: 1,000).
        #[arg(long, value_name = "N")]
        posts: Option<usize>,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let mut config = Config::load(cli.config)?;
    init_tracing(&config);
    match cli.command.unwrap_or(Command::Serve { port: None, no_demo: false }) {
        Command::Serve { port, no_demo } => {
            if let Some(port) = port {
                config.port = port;
            }
            config.check()?;
            let state = server::app::state(&config).await?;
            if config.is_development() && !no_demo && store::is_empty(&state.db).await? {
                tracing::info!("empty database: loading demo data");
                let report = server::seed::demo(&state.db, &state.storage).await?;
                server::seed::print_report(&report);
            } else if config.is_development() {
                server::seed::print_demo_accounts();
            }
            server::workers::spawn_account_deletions(state.db.clone());
            server::web::prepare_pages();
            let (stop_jobs, jobs_stopped) = tokio::sync::watch::channel(false);
            let jobs = server::workers::spawn_jobs_until(
                state.clone(),
                std::time::Duration::from_millis(config.jobs_poll_ms.max(50)),
                jobs_stopped,
            );
            // The signal handlers first: a SIGTERM that arrives once the port accepts connections
            // must drain them, not end the process with the default action.
            let stop = shutdown_signal();
            let address = format!("{}:{}", config.host, config.port);
            let listener = tokio::net::TcpListener::bind(&address).await.with_context(|| format!("cannot listen on {address}"))?;
            tracing::info!(%address, database = %server::app::redact(&config.database_url), profile = ?config.profile, "serving");
            println!("Randevu is running at http://localhost:{}", config.port);
            axum::serve(listener, server::app::router(state, &config).into_make_service_with_connect_info::<std::net::SocketAddr>())
                .with_graceful_shutdown(stop)
                .await?;
            // Requests are drained; let the jobs worker finish the batch it is running.
            let _ = stop_jobs.send(true);
            let _ = jobs.await;
            tracing::info!("stopped");
        }
        Command::VapidKeys => {
            let (public, private) = server::push::VapidKeys::generate()?;
            println!("[push]\nprovider = \"webpush\"\nvapid_public_key = \"{public}\"\nvapid_private_key = \"{private}\"");
        }
        Command::Openapi => {
            println!("{}", api::openapi().to_pretty_json()?);
        }
        Command::Backup { file } => {
            let db = store::connect(&config.database_url).await?;
            store::ops::backup_sqlite(&db, &file).await?;
            println!("backup written to {}", file.display());
        }
        Command::Migrate => {
            let db = store::connect(&config.database_url).await?;
            store::migrate(&db).await?;
            println!("migrations applied");
        }
        Command::Seed { demo, synthetic, history, posts } => {
            anyhow::ensure!(
                demo || synthetic.is_some() || history || posts.is_some(),
                "say what to seed: --demo, --synthetic N, --history and/or --posts N"
            );
            anyhow::ensure!(config.is_development(), "demo data is refused under the production profile");
            let db = store::connect(&config.database_url).await?;
            store::migrate(&db).await?;
            if demo {
                let report = server::seed::demo(&db, &server::app::storage(&config)?).await?;
                server::seed::print_report(&report);
            }
            if let Some(count) = synthetic {
                let started = std::time::Instant::now();
                let report = store::seed::synthetic::load(&db, count).await?;
                println!("{report}");
                println!("  in {:.1} s", started.elapsed().as_secs_f64());
            }
            if history {
                let started = std::time::Instant::now();
                let report = store::seed::history::load(&db).await?;
                println!("{report}");
                println!("  in {:.1} s", started.elapsed().as_secs_f64());
            }
            if let Some(count) = posts {
                let started = std::time::Instant::now();
                let written = store::seed::posts::load(&db, count).await?;
                println!("blog posts written: {written} (0: numbered posts were already there)");
                println!("  in {:.1} s", started.elapsed().as_secs_f64());
            }
        }
    }
    Ok(())
}

fn init_tracing(config: &Config) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| format!("info,{}", store::QUIET_LOGS).into());
    if config.is_development() {
        tracing_subscriber::fmt().with_env_filter(filter).init();
    } else {
        tracing_subscriber::fmt().json().with_env_filter(filter).init();
    }
}

/// Ctrl-C or SIGTERM (what `docker stop`, systemd and Kubernetes send) starts a graceful
/// shutdown: no new connections, requests under way are answered, then the jobs worker stops.
/// The handlers are installed when this is called; the future resolves on the first signal.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
    let interrupt = tokio::signal::ctrl_c();
    async move {
        #[cfg(unix)]
        tokio::select! {
            _ = interrupt => {}
            _ = term.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = interrupt.await;
        tracing::info!("shutting down: finishing requests under way");
    }
}
