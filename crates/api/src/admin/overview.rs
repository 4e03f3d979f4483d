use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;

/// What waits for the admin, each count linking to its screen.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminOverview {
    /// Salons' requests for new catalogue services (screen `admin-services`).
    pub pending_services: u64,
    /// Reviews a salon rejected, waiting for the admin (screen `admin-replies`).
    pub disputed_reviews: u64,
    /// New salons not yet looked at (screen `admin-salons`, tab `new`).
    pub new_salons: u64,
}

/// The counts on top of the admin's landing (issue #17 item 1).
#[utoipa::path(get, path = "/overview", operation_id = "admin_overview", tag = "admin", responses((status = 200, body = AdminOverview)))]
pub async fn overview(State(state): State<AppState>, AdminUser(_admin): AdminUser) -> ApiResult<Json<AdminOverview>> {
    let o = store::admin_catalogue::overview(&state.db).await?;
    Ok(Json(AdminOverview { pending_services: o.pending_services, disputed_reviews: o.disputed_reviews, new_salons: o.new_salons }))
}
