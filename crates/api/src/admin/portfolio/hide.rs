//! `PUT /portfolio/cases/{id}/hidden`: hides a case from the public pages, or shows it again.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CaseVisibility {
    pub hidden: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CaseVisibilitySaved {
    pub id: i64,
    pub hidden: bool,
}

/// A hidden case is left out of the master page and `site/salon/case/{id}` (404 there); the
/// salon still sees it in its cabinet.
#[utoipa::path(put, path = "/portfolio/cases/{id}/hidden", operation_id = "admin_case_hidden", tag = "admin", params(("id" = i64, Path)), request_body = CaseVisibility, responses((status = 200, body = CaseVisibilitySaved), (status = 404, body = crate::error::ErrorBody)))]
pub async fn hide(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<CaseVisibility>,
) -> ApiResult<Json<CaseVisibilitySaved>> {
    let case = store::admin_portfolio::set_hidden(&state.db, id, body.hidden, admin.actor()).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(CaseVisibilitySaved { id: case.id, hidden: case.hidden }))
}
