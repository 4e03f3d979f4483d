//! Server-side rendering of the public pages (docs/rendering.md): the page's markup goes into
//! `<div id="root">` of the served HTML, so a phone paints the page before any script has run, and
//! the browser hydrates it. The renderer is the web app itself (web/src/app/ssr), built into one
//! Node module (`web/dist-ssr/renderer.mjs`) that is embedded in this binary and run by a few
//! `node` child processes. Why Node rather than an engine inside this process: QuickJS, the only
//! engine that builds from source here, has no `Intl`, which every price, date and plural form
//! goes through, and the browser must come out with the same text or hydration fails.
//!
//! A page that cannot be rendered in time (no Node, a renderer that died, every worker busy past
//! the limit) is served as before, with an empty root the browser fills: rendering never costs
//! a visitor the page. Rendered pages are kept whole by `page_cache.rs`.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rust_embed::RustEmbed;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::sync::{OnceCell, mpsc, oneshot};

use crate::config::RenderConfig;

#[derive(RustEmbed)]
#[folder = "../../web/dist-ssr"]
struct Bundle;

const BUNDLE_FILE: &str = "renderer.mjs";
/// Pages waiting for a renderer beyond this are served unrendered at once.
const QUEUE: usize = 64;
/// The zone the renderer formats instants in when a page gives none: the market's. A visitor
/// elsewhere sees the browser's own zone once the page has hydrated.
pub(crate) const RENDER_TIME_ZONE: &str = "Europe/Istanbul";

struct Job {
    request: String,
    reply: oneshot::Sender<Option<String>>,
}

/// Who waits for a render. The renderer processes take a visitor's page before any page that is
/// only being rendered again in the background (page_cache.rs serves the kept one meanwhile): on a
/// busy server the popular pages' refreshes otherwise queued ahead of a visitor's miss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    Visitor,
    Background,
}

struct Senders {
    visitors: mpsc::Sender<Job>,
    background: mpsc::Sender<Job>,
}

struct Queues {
    visitors: mpsc::Receiver<Job>,
    background: mpsc::Receiver<Job>,
}

impl Queues {
    /// The next page to render, a visitor's first; `None` once no page can come any more.
    async fn next(&mut self) -> Option<Job> {
        tokio::select! {
            biased;
            Some(job) = self.visitors.recv() => Some(job),
            Some(job) = self.background.recv() => Some(job),
            else => None,
        }
    }
}

/// The renderer processes; cheap to clone.
#[derive(Clone)]
pub struct Renderer {
    inner: Arc<Inner>,
}

struct Inner {
    config: RenderConfig,
    jobs: OnceCell<Option<Senders>>,
}

impl Renderer {
    pub fn new(config: &RenderConfig) -> Renderer {
        Renderer { inner: Arc::new(Inner { config: config.clone(), jobs: OnceCell::new() }) }
    }

    /// The markup of the page at `url` (path and query) rendered with its first data, or `None`
    /// when it could not be rendered in time (the browser then renders it).
    pub async fn render(&self, url: &str, data: &serde_json::Value, priority: Priority) -> Option<String> {
        let request = serde_json::json!({ "url": url, "data": data }).to_string();
        let jobs = self.inner.jobs.get_or_init(|| async { self.start() }).await.as_ref()?;
        let (reply, answer) = oneshot::channel();
        let queue = match priority {
            Priority::Visitor => &jobs.visitors,
            Priority::Background => &jobs.background,
        };
        queue.try_send(Job { request, reply }).ok()?;
        let limit = Duration::from_millis(self.inner.config.timeout_ms.max(1));
        tokio::time::timeout(limit, answer).await.ok()?.ok()?
    }

    /// Writes the embedded renderer to a file Node can run and starts the workers; `None` (and a
    /// warning, once) when rendering is off or cannot work here.
    fn start(&self) -> Option<Senders> {
        let config = &self.inner.config;
        if config.node.is_empty() {
            tracing::info!("server-side rendering is off (render.node is empty)");
            return None;
        }
        let script = match write_bundle() {
            Ok(Some(path)) => path,
            Ok(None) => {
                tracing::warn!("server-side rendering is off: web/dist-ssr was not built into this binary");
                return None;
            }
            Err(err) => {
                tracing::warn!(error = %err, "server-side rendering is off: the renderer could not be written");
                return None;
            }
        };
        let workers = match config.workers {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n,
        };
        let (visitors, visitors_queue) = mpsc::channel::<Job>(QUEUE);
        let (background, background_queue) = mpsc::channel::<Job>(QUEUE);
        let queues = Arc::new(tokio::sync::Mutex::new(Queues { visitors: visitors_queue, background: background_queue }));
        for _ in 0..workers {
            tokio::spawn(work(config.node.clone(), script.clone(), queues.clone()));
        }
        tracing::info!(workers, node = %config.node, "server-side rendering on");
        Some(Senders { visitors, background })
    }
}

/// The embedded renderer as a file named by its content (so two builds never share one), or `None`
/// when the binary carries none.
fn write_bundle() -> std::io::Result<Option<PathBuf>> {
    let Some(file) = Bundle::get(BUNDLE_FILE) else { return Ok(None) };
    let name = format!("randevu-renderer-{}.mjs", hex::encode(&file.metadata.sha256_hash()[..8]));
    let path = std::env::temp_dir().join(name);
    if !path.exists() {
        let partial = path.with_extension(format!("{}.part", std::process::id()));
        std::fs::write(&partial, &file.data)?;
        std::fs::rename(&partial, &path)?;
    }
    Ok(Some(path))
}

struct Process {
    _child: Child,
    stdin: ChildStdin,
    stdout: Lines<BufReader<ChildStdout>>,
}

fn spawn(node: &str, script: &PathBuf) -> std::io::Result<Process> {
    let mut child = Command::new(node)
        .arg(script)
        .env("NODE_ENV", "production")
        .env("TZ", RENDER_TIME_ZONE)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()?;
    let stdin = child.stdin.take().expect("piped stdin");
    let stdout = BufReader::new(child.stdout.take().expect("piped stdout")).lines();
    Ok(Process { _child: child, stdin, stdout })
}

/// One renderer process: takes pages off the queue one at a time, restarting the process when it
/// dies or hangs (a late answer would otherwise be read as the next page's).
async fn work(node: String, script: PathBuf, jobs: Arc<tokio::sync::Mutex<Queues>>) {
    let mut process: Option<Process> = None;
    let mut failures = 0u32;
    loop {
        let Some(job) = jobs.lock().await.next().await else { return };
        if job.reply.is_closed() {
            continue; // The visitor already got the page unrendered.
        }
        if process.is_none() {
            match spawn(&node, &script) {
                Ok(started) => process = Some(started),
                Err(err) => {
                    if failures == 0 {
                        tracing::warn!(error = %err, node = %node, "the page renderer (node) could not start");
                    }
                    failures += 1;
                    let _ = job.reply.send(None);
                    // Not a busy loop of failing spawns: pages go unrendered meanwhile.
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    continue;
                }
            }
        }
        let running = process.as_mut().expect("started above");
        let answer = exchange(running, &job.request).await;
        if answer.is_err() {
            process = None; // Killed on drop; the next page starts a fresh one.
        }
        let _ = job.reply.send(answer.ok().flatten());
    }
}

/// Sends one page and reads its answer; `Err` when the process must be replaced.
async fn exchange(process: &mut Process, request: &str) -> Result<Option<String>, ()> {
    let mut line = String::with_capacity(request.len() + 1);
    line.push_str(request);
    line.push('\n');
    if let Err(err) = process.stdin.write_all(line.as_bytes()).await {
        tracing::warn!(error = %err, "the page renderer stopped");
        return Err(());
    }
    // Generous beyond the visitor's wait: a first page of a screen loads its code, and the
    // answer must still be read here to keep the process usable.
    let answer = tokio::select! {
        line = process.stdout.next_line() => line,
        _ = tokio::time::sleep(Duration::from_secs(20)) => {
            tracing::warn!("the page renderer hung; restarting it");
            return Err(());
        }
    };
    let Ok(Some(answer)) = answer else {
        tracing::warn!("the page renderer stopped");
        return Err(());
    };
    #[derive(serde::Deserialize)]
    struct Answer {
        html: Option<String>,
        error: Option<String>,
    }
    match serde_json::from_str::<Answer>(&answer) {
        Ok(Answer { html: Some(html), .. }) => Ok(Some(html)),
        Ok(Answer { error, .. }) => {
            tracing::error!(error = error.as_deref().unwrap_or("no answer"), "a page failed to render");
            Ok(None)
        }
        Err(err) => {
            tracing::warn!(error = %err, "the page renderer answered something else");
            Err(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(request: &str) -> Job {
        Job { request: request.into(), reply: oneshot::channel().0 }
    }

    #[tokio::test]
    async fn a_visitors_page_is_rendered_before_the_background_refreshes() {
        let (visitors, visitors_queue) = mpsc::channel(QUEUE);
        let (background, background_queue) = mpsc::channel(QUEUE);
        let mut queues = Queues { visitors: visitors_queue, background: background_queue };
        background.send(job("refresh home")).await.unwrap();
        background.send(job("refresh a salon")).await.unwrap();
        visitors.send(job("a visitor's salon")).await.unwrap();
        let mut taken = Vec::new();
        for _ in 0..3 {
            taken.push(queues.next().await.expect("a page").request);
        }
        assert_eq!(taken, ["a visitor's salon", "refresh home", "refresh a salon"]);
        drop((visitors, background));
        assert!(queues.next().await.is_none(), "no page can come any more");
    }
}
