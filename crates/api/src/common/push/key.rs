//! The VAPID public key browsers subscribe with.

use crate::auth::CurrentUser;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct PushKey {
    /// base64url of the server's P-256 public key (`applicationServerKey`); `null` when Web Push
    /// is off on this server.
    pub public_key: Option<String>,
}

/// The VAPID public key browsers subscribe with (`null`: push is off).
#[utoipa::path(get, path = "/push/key", operation_id = "push_key", tag = "account", responses((status = 200, body = PushKey)))]
pub async fn key(State(state): State<AppState>, _user: CurrentUser) -> Json<PushKey> {
    Json(PushKey { public_key: state.push.public_key() })
}
