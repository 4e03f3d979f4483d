//! The change history of one record (a salon, an account, a catalogue entry…), newest first:
//! what the salon's and the user's admin cards show under "History".

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;

/// How many changes a card shows.
const HISTORY_LIMIT: u64 = 100;

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: i64,
    pub actor_name: Option<String>,
    /// The admin behind the actor while impersonating.
    pub impersonator_id: Option<i64>,
    /// A stable verb such as `salon.deactivate`; the web app translates it.
    pub action: String,
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    #[schema(value_type = Option<Object>)]
    pub after: Option<serde_json::Value>,
    pub reason: Option<String>,
}

#[utoipa::path(
    get,
    path = "/audit/{entity}/{id}",
    tag = "admin",
    params(
        ("entity" = String, Path, description = "salon, account, department, category, service, review, agreement, master_case, master or setting (id 0)"),
        ("id" = i64, Path),
    ),
    responses((status = 200, body = Vec<AuditEntry>))
)]
pub async fn audit_history(
    State(state): State<AppState>,
    _admin: AdminUser,
    Path((entity, id)): Path<(String, i64)>,
) -> ApiResult<Json<Vec<AuditEntry>>> {
    let entity = store::audit::Entity::parse(&entity).ok_or_else(ApiError::not_found)?;
    let rows = store::audit::history(&state.db, entity, id, HISTORY_LIMIT).await?;
    Ok(Json(
        rows.into_iter()
            .map(|r| AuditEntry {
                id: r.id,
                at: r.at,
                actor_id: r.actor_id,
                actor_name: r.actor_name,
                impersonator_id: r.impersonator_id,
                action: r.action,
                before: r.before,
                after: r.after,
                reason: r.reason,
            })
            .collect(),
    ))
}
