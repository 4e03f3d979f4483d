use axum::Json;
use axum::extract::State;
use chrono::{NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct DeletionScheduled {
    /// The account is deleted by this date (7 business days).
    pub scheduled_for: NaiveDate,
}

/// Schedules the deletion of a client account and ends its sessions. Accounts with several
/// roles cannot delete themselves (spec §6); a client with planned visits (live, not yet over)
/// cancels them first: 409 `planned_visits_exist_client` (spec §8).
#[utoipa::path(post, path = "/delete-account", tag = "client", responses((status = 200, body = DeletionScheduled), (status = 409, body = crate::error::ErrorBody)))]
pub async fn delete_account(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<DeletionScheduled>> {
    let mut roles: Vec<_> = user.roles.iter().map(|g| g.role).collect();
    roles.dedup();
    if roles.len() > 1 {
        return Err(ApiError::new(ErrorCode::MultipleRolesDelete));
    }
    if user.impersonated() {
        return Err(ApiError::forbidden());
    }
    let planned = store::bookings::count_client_acts(&state.db, user.account.id, store::bookings::ActsFilter::Upcoming, Utc::now()).await?;
    if planned > 0 {
        return Err(ApiError::new(ErrorCode::PlannedVisitsExistClient));
    }
    let scheduled_for = domain::access::add_business_days(Utc::now().date_naive(), domain::access::DELETION_BUSINESS_DAYS);
    store::accounts::schedule_deletion(&state.db, user.account.id, scheduled_for).await?;
    store::accounts::delete_sessions_of(&state.db, user.account.id).await?;
    Ok(Json(DeletionScheduled { scheduled_for }))
}
