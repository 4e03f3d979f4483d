//! `app.call(method, path)`: one request, built up and then sent.

use reqwest::Method;
use serde_json::Value;

use super::{TestApp, messages};

/// A request to the app: add a token, a JSON body, a language or headers, then `send` it.
#[derive(Clone)]
#[must_use = "a call does nothing until it is sent"]
pub struct Call<'a> {
    app: &'a TestApp,
    method: Method,
    path: String,
    token: Option<String>,
    body: Option<Value>,
    headers: Vec<(String, String)>,
    /// Another node of the app to send it to (`start_node`'s address) instead of the app's own.
    node: Option<String>,
}

impl<'a> Call<'a> {
    pub(super) fn new(app: &'a TestApp, method: Method, path: &str) -> Self {
        Call { app, method, path: path.to_owned(), token: None, body: None, headers: Vec::new(), node: None }
    }

    /// To the server node at `address` (from `start_node`) rather than the app's first node.
    pub fn on(mut self, address: &str) -> Self {
        self.node = Some(address.to_owned());
        self
    }

    /// As the account of this session token (`Authorization: Bearer`).
    pub fn auth(mut self, token: &str) -> Self {
        self.token = Some(token.to_owned());
        self
    }

    /// With this JSON body (`None`: without a body, for tables of requests where some have one).
    pub fn json(mut self, body: impl Into<Option<Value>>) -> Self {
        self.body = body.into();
        self
    }

    /// In this language (`Accept-Language`, replacing an earlier one); without it the server
    /// answers in Turkish.
    pub fn lang(mut self, lang: &str) -> Self {
        self.headers.retain(|(name, _)| name != "accept-language");
        self.header("accept-language", lang)
    }

    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.to_owned(), value.to_owned()));
        self
    }

    /// Sends it; the response as it comes (for headers, text or a status alone).
    pub async fn response(self) -> reqwest::Response {
        let url = match &self.node {
            Some(address) => format!("{address}{}", self.path),
            None => self.app.url(&self.path),
        };
        let mut request = self.app.client.request(self.method, url);
        for (name, value) in &self.headers {
            request = request.header(name, value);
        }
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = &self.body {
            request = request.json(body);
        }
        request.send().await.expect("request")
    }

    /// Sends it: the status and the JSON body (`Null` when the body is not JSON).
    pub async fn send(self) -> (u16, Value) {
        let response = self.response().await;
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Sends it in tr, en and ru and asserts each time a refusal with `status` and `code` whose
    /// message is the web catalogue's text for `code` in that language (up to the first
    /// placeholder where the text has one: the server fills it in).
    pub async fn refused_in_every_language(self, status: u16, code: &str) {
        for lang in ["tr", "en", "ru"] {
            let (got, answer) = self.clone().lang(lang).send().await;
            assert_eq!((got, answer["message_code"].as_str()), (status, Some(code)), "{lang} {} {}: {answer}", self.method, self.path);
            let expected = messages(lang).get(code).unwrap_or_else(|| panic!("no {lang} text for {code}"));
            match expected.split_once("{{") {
                Some((prefix, _)) => assert!(answer["message"].as_str().unwrap().starts_with(prefix), "{lang}: {answer}"),
                None => assert_eq!(answer["message"], *expected, "{lang}"),
            }
        }
    }
}
