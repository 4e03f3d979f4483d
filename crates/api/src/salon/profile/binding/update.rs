//! Changes a binding of this salon: every field, the options (kept by id, others replaced) and

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::json::ValidJson;
use crate::salon::profile::catalogue::ServiceBinding;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use store::salon_profile::{self as profile};

use super::*;

/// Changes a binding of this salon: every field, the options (kept by id, others replaced) and
/// the masters.
#[utoipa::path(put, path = "/services/binding/{id}", operation_id = "salon_update_service_binding", tag = "salon", params(("id" = i64, Path, description = "Binding id")), request_body = ServiceBindingInput, responses((status = 200, body = ServiceBinding), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<ServiceBindingInput>,
) -> ApiResult<Json<ServiceBinding>> {
    // An unknown binding is a 404 before any form problem: nothing about it is told.
    profile::binding(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let mut out = Problems::default();
    let input = parse(&body, &mut out);
    let input = out.finish(input)?;
    profile::update_binding(&state.db, staff.salon_id, id, &input).await?.map_err(refusal)?;
    answer(&state, staff.salon_id, id).await
}
