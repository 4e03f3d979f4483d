//! The API's input extractors, whose rejections speak the API's error shape, and the one guard
//! against control characters (NUL, escapes) in any text a request carries: the path and query
//! are checked by [`refuse_control_characters`] before any handler, a JSON body by [`ValidJson`],
//! a table's `q` by `TableQuery::parse`. A NUL would otherwise reach PostgreSQL (which refuses
//! it in text) or SQLite's FTS5 (which reads it as the end of the query): a 500 either way.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

use crate::error::{ApiError, ErrorCode, FieldError};

/// Whether JSON text holds a control character other than tab, line feed and carriage return,
/// raw or escaped (`\u0000`, `\b`, `\f`).
pub fn has_control(json: &[u8]) -> bool {
    if domain::text::has_control(&String::from_utf8_lossy(json)) {
        return true;
    }
    let mut i = 0;
    while i < json.len() {
        if json[i] != b'\\' {
            i += 1;
            continue;
        }
        match json.get(i + 1) {
            Some(b'b' | b'f') => return true,
            Some(b'u') => {
                let code =
                    json.get(i + 2..i + 6).and_then(|hex| std::str::from_utf8(hex).ok()).and_then(|hex| u32::from_str_radix(hex, 16).ok());
                if code.and_then(char::from_u32).is_some_and(|c| domain::text::has_control(&c.to_string())) {
                    return true;
                }
                i += 6;
            }
            _ => i += 2,
        }
    }
    false
}

/// Middleware: a request whose decoded path holds a control character names nothing (404); one
/// whose query does is a 422 on that parameter.
pub async fn refuse_control_characters(request: Request, next: Next) -> Response {
    let uri = request.uri();
    if domain::text::has_control(&crate::routes::percent_decode(uri.path())) {
        return ApiError::not_found().into_response();
    }
    if let Some(query) = uri.query() {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query).unwrap_or_default();
        if let Some((name, _)) = pairs.iter().find(|(name, value)| domain::text::has_control(name) || domain::text::has_control(value)) {
            let name = if domain::text::has_control(name) { "query".to_owned() } else { name.clone() };
            return ApiError::field(name, FieldError::new("wrong_format")).into_response();
        }
    }
    next.run(request).await
}

/// Like `axum::Json`, but a malformed body is a 422 `validation_error` with the offending
/// field named when serde can tell it.
pub struct ValidJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ValidJson<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        // Read the body once to look for control characters, then hand it to axum's parser.
        let headers = request.headers().clone();
        let bytes = axum::body::Bytes::from_request(request, state).await.map_err(|_| ApiError::new(ErrorCode::PayloadTooLarge))?;
        if has_control(&bytes) {
            return Err(ApiError::field("body", FieldError::new("wrong_format")));
        }
        // Every body the API takes is a JSON object (the document says so); serde would also
        // fill a struct from an array (`[]` → all defaults), which the schema refuses.
        if bytes.iter().find(|b| !b.is_ascii_whitespace()).is_some_and(|b| *b != b'{') {
            return Err(ApiError::field("body", FieldError::new("wrong_format")));
        }
        let mut request = Request::new(axum::body::Body::from(bytes));
        *request.headers_mut() = headers;
        match axum::Json::<T>::from_request(request, state).await {
            Ok(axum::Json(value)) => Ok(ValidJson(value)),
            Err(JsonRejection::JsonDataError(err)) => {
                let text = err.body_text();
                // serde says "...target type: missing field `phone` at line 1 column 2" for an
                // absent field and "...target type: phone: invalid type ..." for a wrong one.
                let missing = text.split("missing field `").nth(1).and_then(|rest| rest.split('`').next());
                let wrong = text.split(": ").nth(1).filter(|f| !f.contains(' '));
                let field = missing.or(wrong).unwrap_or("body").to_owned();
                let code = if missing.is_some() { "required" } else { "wrong_format" };
                Err(ApiError::field(field, FieldError::new(code)))
            }
            Err(JsonRejection::BytesRejection(_)) => Err(ApiError::new(ErrorCode::PayloadTooLarge)),
            Err(_) => Err(ApiError::field("body", FieldError::new("wrong_format"))),
        }
    }
}

/// Like `axum::extract::Query`, but a value of the wrong type is a 422 `validation_error`
/// naming the parameter, in the request's language, instead of a plain-text 400.
pub struct ValidQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> axum::extract::FromRequestParts<S> for ValidQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(ValidQuery(value)),
            Err(rejection) => {
                // "Failed to deserialize query string: price_min: invalid digit found in string"
                let text = rejection.body_text();
                let field = text.split(": ").nth(1).filter(|f| !f.contains(' ')).unwrap_or("query").to_owned();
                Err(ApiError::field(field, FieldError::new("wrong_format")))
            }
        }
    }
}

/// axum's `Path`, with rejections in the API's shape: a path whose id is no number, or a number
/// beyond i64 (`/acts/9223372036854775808`), names nothing, so it is a 404 `not_found` (not
/// axum's plain-text 400).
pub struct Path<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> axum::extract::FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(_) => Err(ApiError::not_found()),
        }
    }
}

/// For `Option<Option<T>>` fields: absent → `None` (leave as is), `null` → `Some(None)` (clear),
/// a value → `Some(Some(value))` (set). Use with `#[serde(default)]`.
pub fn double_option<'de, T: serde::Deserialize<'de>, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<Option<T>>, D::Error> {
    <Option<T> as serde::Deserialize>::deserialize(deserializer).map(Some)
}

#[cfg(test)]
mod tests {
    use super::has_control;

    #[test]
    fn control_characters_in_json_are_found_raw_or_escaped() {
        assert!(has_control(br#"{"name":"a\u0000b"}"#));
        assert!(has_control(br#"{"name":"a\u001B[31m"}"#));
        assert!(has_control(br#"{"name":"a\bb"}"#));
        assert!(has_control("{\"name\":\"a\u{85}b\"}".as_bytes()));
        assert!(!has_control(br#"{"comment":"line\nline\ttab \u00e9 \\u0000"}"#));
        assert!(!has_control(b"{\n  \"a\": 1\r\n}"));
    }
}
