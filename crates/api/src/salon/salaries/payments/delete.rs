//! `DELETE /salaries/payments/{payment_id}`: removes a payment recorded by mistake.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::plan_gate::{Salaries, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentDeleted {
    pub deleted: bool,
}

/// Deletes a payment of this salon; another salon's is a 404.
#[utoipa::path(delete, path = "/salaries/payments/{payment_id}", operation_id = "salon_salary_payment_delete", tag = "salon", params(("payment_id" = i64, Path)), responses((status = 200, body = PaymentDeleted), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path(payment_id): Path<i64>,
) -> ApiResult<Json<PaymentDeleted>> {
    if !store::salaries::delete_payment(&state.db, staff.salon_id, payment_id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(PaymentDeleted { deleted: true }))
}
