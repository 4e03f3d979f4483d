//! SIGTERM (what `docker stop`, systemd and Kubernetes send) shuts the real binary down
//! gracefully, like Ctrl-C: a request under way is answered, then the process exits 0.

use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test]
async fn sigterm_answers_the_request_under_way_then_exits_0() {
    let dir = tempfile::tempdir().expect("tempdir");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_randevu"))
        .args(["serve", "--no-demo", "--port", &port.to_string()])
        .current_dir(dir.path())
        .env("RANDEVU_DATABASE_URL", format!("sqlite://{}/test.db", dir.path().display()))
        .env("RANDEVU_STORAGE_DIR", dir.path().join("uploads"))
        .env("RANDEVU_HOST", "127.0.0.1")
        .env_remove("DATABASE_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("start randevu");
    let address = format!("127.0.0.1:{port}");
    // Serving, not just listening: the kernel takes connections into the backlog as soon as the
    // port is bound, and a machine busy with other work may not have accepted one 300 ms later.
    let mut serving = false;
    for _ in 0..300 {
        if reqwest::get(format!("http://{address}/api/health")).await.is_ok_and(|r| r.status().is_success()) {
            serving = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(serving, "the server answers");
    let mut stream = tokio::net::TcpStream::connect(&address).await.expect("the server listens");

    // A request under way: headers and half of the body sent, the rest after the signal.
    let body = br#"{"phone":"+905551110001","password":"wrong-password"}"#;
    let head = format!(
        "POST /api/site/login/password HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&body[..10]).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let pid = child.id().expect("running").to_string();
    let killed = std::process::Command::new("kill").args(["-TERM", &pid]).status().expect("kill");
    assert!(killed.success());
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(child.try_wait().unwrap().is_none(), "the process waits for the request under way");
    stream.write_all(&body[10..]).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut answer)).await.expect("answered in time").unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 "), "{answer}");
    assert!(answer.contains("\"message_code\""), "the request was answered in the JSON shape: {answer}");

    let status = tokio::time::timeout(Duration::from_secs(20), child.wait()).await.expect("exits after the request").unwrap();
    assert_eq!(status.code(), Some(0));
}
