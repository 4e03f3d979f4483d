//! `/api/dev/*`: development-only helpers. Under the production profile every path is 404.

use axum::Json;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ApiResult, FieldError};

/// The most messages one call returns.
pub const OUTBOX_LIMIT_MAX: u64 = 200;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
pub struct OutboxQuery {
    /// Only messages to this phone (E.164 or as typed) or e-mail address.
    pub recipient: Option<String>,
    /// How many messages, 1 to 200 (default 20); beyond is a 422.
    #[param(minimum = 1, maximum = 200)]
    pub limit: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OutboxMessage {
    pub id: i64,
    /// `sms` or `email`.
    pub channel: String,
    pub recipient: String,
    pub subject: Option<String>,
    pub body: String,
    pub created_at: String,
}

/// Every SMS and e-mail the development adapters recorded, newest first.
#[utoipa::path(get, path = "/outbox", tag = "dev", params(OutboxQuery), responses((status = 200, body = Vec<OutboxMessage>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn outbox(State(state): State<AppState>, Query(query): Query<OutboxQuery>) -> ApiResult<Json<Vec<OutboxMessage>>> {
    if !state.config.development {
        return Err(ApiError::not_found());
    }
    let limit = query.limit.unwrap_or(20);
    if !(1..=OUTBOX_LIMIT_MAX).contains(&limit) {
        return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", OUTBOX_LIMIT_MAX)));
    }
    let recipient = query.recipient.map(|r| domain::Phone::parse(&r).map(String::from).unwrap_or(r));
    let rows = store::accounts::outbox(&state.db, recipient.as_deref(), limit).await?;
    Ok(Json(
        rows.into_iter()
            .map(|m| OutboxMessage {
                id: m.id,
                channel: m.channel,
                recipient: m.recipient,
                subject: m.subject,
                body: m.body,
                created_at: m.created_at.to_rfc3339(),
            })
            .collect(),
    ))
}
