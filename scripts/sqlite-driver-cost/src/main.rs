//! The CPU one primary-key SELECT costs on SQLite through sqlx-sqlite's pool (each connection runs
//! on its own thread; every statement and every row is handed across a channel) and through
//! rusqlite called on the task's own thread, on a two-worker tokio runtime like the server's, with
//! one task and with sixteen. Prints µs of process CPU (user + system) and of wall time per
//! statement. No writes run beside the reads, so neither side pays for dropped page caches.

use std::sync::{Arc, Mutex};
use std::time::Instant;

const STATEMENTS: i64 = 20_000;
const ROWS: i64 = 5_000;
const CONNECTIONS: usize = 8;
const SQL: &str = "SELECT id, name, phone, address, status FROM salons WHERE id = ?";

type Salon = (i64, String, String, String, String);

/// User plus system CPU of this process so far, in seconds.
fn cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the zeroed struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// A spread of ids, different per task.
fn id(i: i64, task: usize) -> i64 {
    (i * 7 + task as i64) % ROWS + 1
}

fn report(driver: &str, tasks: usize, cpu_before: f64, started: Instant) {
    let per = |seconds: f64| seconds * 1e6 / STATEMENTS as f64;
    println!(
        "{driver:<26} {tasks:>2} tasks: {:>5.1} µs CPU, {:>5.1} µs wall per statement",
        per(cpu_seconds() - cpu_before),
        per(started.elapsed().as_secs_f64())
    );
}

async fn through_sqlx(path: &str, tasks: usize) {
    let pool =
        sqlx::sqlite::SqlitePoolOptions::new().max_connections(CONNECTIONS as u32).connect(&format!("sqlite://{path}")).await.unwrap();
    let (cpu_before, started) = (cpu_seconds(), Instant::now());
    let handles: Vec<_> = (0..tasks)
        .map(|task| {
            let pool = pool.clone();
            tokio::spawn(async move {
                for i in 0..STATEMENTS / tasks as i64 {
                    let row: Salon = sqlx::query_as(SQL).bind(id(i, task)).fetch_one(&pool).await.unwrap();
                    std::hint::black_box(row);
                }
            })
        })
        .collect();
    for handle in handles {
        handle.await.unwrap();
    }
    report("sqlx-sqlite pool", tasks, cpu_before, started);
    pool.close().await;
}

async fn on_the_task(path: &str, tasks: usize) {
    let connections: Arc<Vec<Mutex<rusqlite::Connection>>> =
        Arc::new((0..CONNECTIONS).map(|_| Mutex::new(rusqlite::Connection::open(path).unwrap())).collect());
    let (cpu_before, started) = (cpu_seconds(), Instant::now());
    let handles: Vec<_> = (0..tasks)
        .map(|task| {
            let connections = connections.clone();
            tokio::spawn(async move {
                for i in 0..STATEMENTS / tasks as i64 {
                    {
                        let connection = connections[task % CONNECTIONS].lock().unwrap();
                        let mut statement = connection.prepare_cached(SQL).unwrap();
                        let row: Salon =
                            statement.query_row([id(i, task)], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))).unwrap();
                        std::hint::black_box(row);
                    }
                    // As a request would between statements: let other tasks run.
                    tokio::task::yield_now().await;
                }
            })
        })
        .collect();
    for handle in handles {
        handle.await.unwrap();
    }
    report("rusqlite on the task", tasks, cpu_before, started);
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let path = std::env::temp_dir().join("sqlite-driver-cost.db");
    let path = path.to_str().unwrap().to_owned();
    let _ = std::fs::remove_file(&path);
    {
        let connection = rusqlite::Connection::open(&path).unwrap();
        connection
            .execute_batch(
                "PRAGMA journal_mode=WAL; CREATE TABLE salons(id INTEGER PRIMARY KEY, name TEXT, phone TEXT, address TEXT, status TEXT);",
            )
            .unwrap();
        let fill = connection.unchecked_transaction().unwrap();
        for i in 1..=ROWS {
            fill.execute(
                "INSERT INTO salons VALUES (?, ?, '+905550000000', 'Atatürk Cd. 1', 'active')",
                rusqlite::params![i, format!("Salon {i}")],
            )
            .unwrap();
        }
        fill.commit().unwrap();
    }
    for tasks in [1, 16] {
        through_sqlx(&path, tasks).await;
        on_the_task(&path, tasks).await;
    }
    let _ = std::fs::remove_file(&path);
}
