//! `/api/admin/users` (spec §2 `users`, `users/{id}`; §7 "users CRUD and bulk delete"): every
//! account with its roles and salons, the card's edit of name, e-mail and roles, and deletion
//! (the last 4 digits of the phone typed; admins never; planned visits cancelled only with
//! `force`). Each write is recorded in the audit log (entity `account`).

mod bulk_delete;
mod card;
mod delete;
mod list;
mod salons;
mod update;

pub use bulk_delete::*;
pub use card::*;
pub use delete::*;
pub use list::*;
pub use salons::*;
pub use update::*;

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use store::admin_users::{UserRole, UserRow};
use store::audit::Actor;
use utoipa::ToSchema;

use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;

/// A role of an account; salon roles name their salon.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UserRoleView {
    /// client, admin, salon_admin, salon_master
    pub role: String,
    pub salon_id: Option<i64>,
    pub salon_name: Option<String>,
}

/// An account as the users table and card show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminUserView {
    pub id: i64,
    pub full_name: String,
    /// E.164
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// When a session last started.
    pub last_login_at: Option<DateTime<Utc>>,
    pub roles: Vec<UserRoleView>,
}

fn view(row: UserRow, roles: &mut HashMap<i64, Vec<UserRole>>) -> AdminUserView {
    AdminUserView {
        roles: roles
            .remove(&row.id)
            .unwrap_or_default()
            .into_iter()
            .map(|r| UserRoleView { role: r.role, salon_id: r.salon_id, salon_name: r.salon_name })
            .collect(),
        id: row.id,
        full_name: row.full_name,
        phone: row.phone,
        email: row.email,
        created_at: row.created_at,
        last_login_at: row.last_login_at,
    }
}

async fn views(state: &AppState, rows: Vec<UserRow>) -> ApiResult<Vec<AdminUserView>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut roles = store::admin_users::roles_of(&state.db, &ids).await?;
    Ok(rows.into_iter().map(|r| view(r, &mut roles)).collect())
}

/// Deletes one account (after the caller's own checks), cancelling its planned visits with
/// `force`: the client gets the cancellation SMS, the salon an in-app notice.
async fn delete_account(state: &AppState, id: i64, force: bool, actor: Actor) -> ApiResult<u32> {
    let now = Utc::now();
    let notices = |visit| vec![jobs::deliver(visit, Event::CancelledByAdmin, now)];
    match store::accounts::delete_by_admin(&state.db, id, force, actor, now, notices).await? {
        store::accounts::AdminDeletion::Deleted { cancelled } => Ok(cancelled.len() as u32),
        store::accounts::AdminDeletion::NotFound => Err(ApiError::new(ErrorCode::UserNotFound)),
        store::accounts::AdminDeletion::Admin => Err(ApiError::new(ErrorCode::AdminCannotBeDeleted)),
        store::accounts::AdminDeletion::PlannedVisits => Err(ApiError::new(ErrorCode::PlannedVisitsExistClient)),
    }
}
