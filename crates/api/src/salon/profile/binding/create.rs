//! Binds an approved catalogue service to the salon. Already sold here: 409

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::salon::profile::catalogue::ServiceBinding;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use store::salon_profile::{self as profile};

use super::*;

/// Binds an approved catalogue service to the salon. Already sold here: 409
/// `service_already_bound`; an unknown service or a master of another salon: 404.
#[utoipa::path(post, path = "/services/binding", operation_id = "salon_bind_service", tag = "salon", request_body = ServiceBindingInput, responses((status = 200, body = ServiceBinding), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<ServiceBindingInput>,
) -> ApiResult<Json<ServiceBinding>> {
    let mut out = Problems::default();
    if body.service_id.is_none() {
        out.push("service_id", "required");
    }
    let input = parse(&body, &mut out);
    let (input, service_id) = out.finish(input.zip(body.service_id))?;
    let id = profile::bind(&state.db, staff.salon_id, service_id, &input, Utc::now()).await?.map_err(refusal)?;
    answer(&state, staff.salon_id, id).await
}
