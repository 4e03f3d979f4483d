//! A local S3-compatible server for tests of the `s3` storage: moto's server mode (PyPI
//! `moto[server]`, installed by `make moto` under `target/moto`), named by `TEST_S3_SERVER`.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use server::config::StorageConfig;

/// A moto server on a free port with one empty bucket; stopped when dropped.
pub struct S3Server {
    pub endpoint: String,
    pub bucket: String,
    child: Child,
}

impl S3Server {
    /// Starts `TEST_S3_SERVER` and creates the bucket. Without the variable (or when the server
    /// does not come up) the test is skipped, or fails under CI (see `skip`).
    pub async fn start(test: &str) -> Option<S3Server> {
        let Some(program) = std::env::var("TEST_S3_SERVER").ok().filter(|v| !v.is_empty()) else {
            return super::skip(test, "TEST_S3_SERVER", "TEST_S3_SERVER is not set (make moto prints it)");
        };
        // A port nobody uses now; moto binds it a moment later.
        let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
        let child = match Command::new(&program)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
        {
            Ok(child) => child,
            Err(e) => return super::skip(test, "TEST_S3_SERVER", &format!("{program} does not start: {e}")),
        };
        let server = S3Server { endpoint: format!("http://127.0.0.1:{port}"), bucket: "randevu-test".into(), child };
        // Moto answers plain requests without checking signatures: one PUT makes the bucket.
        let client = reqwest::Client::new();
        let bucket_url = format!("{}/{}", server.endpoint, server.bucket);
        for _ in 0..150 {
            if let Ok(response) = client.put(&bucket_url).send().await {
                assert!(response.status().is_success(), "creating the bucket: {}", response.status());
                return Some(server);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        super::skip(test, "TEST_S3_SERVER", &format!("{program} did not answer on port {port} within 15 s"))
    }

    /// The storage settings of a node that keeps its files in this server's bucket.
    pub fn storage(&self) -> StorageConfig {
        StorageConfig {
            provider: "s3".into(),
            bucket: self.bucket.clone(),
            region: "us-east-1".into(),
            endpoint: self.endpoint.clone(),
            access_key_id: "test".into(),
            secret_access_key: "test".into(),
            allow_http: true,
        }
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
