//! A JSON body extractor whose rejections speak the API's error shape.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

use crate::error::{ApiError, ErrorCode, FieldError};

/// Like `axum::Json`, but a malformed body is a 422 `validation_error` with the offending
/// field named when serde can tell it.
pub struct ValidJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ValidJson<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
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

/// For `Option<Option<T>>` fields: absent → `None` (leave as is), `null` → `Some(None)` (clear),
/// a value → `Some(Some(value))` (set). Use with `#[serde(default)]`.
pub fn double_option<'de, T: serde::Deserialize<'de>, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<Option<T>>, D::Error> {
    <Option<T> as serde::Deserialize>::deserialize(deserializer).map(Some)
}
