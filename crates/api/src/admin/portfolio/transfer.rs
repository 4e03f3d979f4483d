//! `POST /masters/{id}/transfer-cases`: a master moved to another salon takes their cases along.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::admin_portfolio::Transfer;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct TransferCasesInput {
    /// The same person's master record in the other salon.
    pub to_master_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CasesTransferred {
    /// The ids of the cases moved.
    pub moved: Vec<i64>,
}

/// Moves every case of master `id` to `to_master_id`, which must be the same person (the same
/// account) — anything else is 409 `cases_transfer_other_person`.
#[utoipa::path(post, path = "/masters/{id}/transfer-cases", operation_id = "admin_transfer_cases", tag = "admin", params(("id" = i64, Path, description = "The master the cases leave")), request_body = TransferCasesInput, responses((status = 200, body = CasesTransferred), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn transfer_cases(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<TransferCasesInput>,
) -> ApiResult<Json<CasesTransferred>> {
    match store::admin_portfolio::transfer_cases(&state.db, id, body.to_master_id, admin.actor()).await? {
        Transfer::Moved(moved) => Ok(Json(CasesTransferred { moved })),
        Transfer::NotFound => Err(ApiError::not_found()),
        Transfer::OtherPerson => Err(ApiError::new(ErrorCode::CasesTransferOtherPerson)),
    }
}
