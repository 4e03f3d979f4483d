//! Stops selling a service. A name that does not match is `name_mismatch` (422).

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::Path;
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::salon_settings::{self as rules};
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, Unbound};
use utoipa::ToSchema;

/// Deleting needs the service's name typed as shown (spec §5).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DeleteBinding {
    /// The service's name in any of its languages; case and Turkish letters are forgiven.
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BindingRemoved {
    /// `deleted`, or `deactivated` when visits name the service: it stays in their history but
    /// is no longer shown or bookable.
    pub outcome: String,
    /// Live visits from now on that still include the service; they take place as booked.
    pub planned_visits: u64,
}

/// Stops selling a service. A name that does not match is `name_mismatch` (422).
#[utoipa::path(delete, path = "/services/binding/{id}", operation_id = "salon_delete_binding", tag = "salon", params(("id" = i64, Path, description = "Binding id")), request_body = DeleteBinding, responses((status = 200, body = BindingRemoved), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeleteBinding>,
) -> ApiResult<Json<BindingRemoved>> {
    let (_, service) = profile::binding(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    if !rules::name_confirms(&body.name, &[&service.name_tr, &service.name_en, &service.name_ru]) {
        return Err(ApiError::field("name", FieldError::new("name_mismatch")));
    }
    let outcome = profile::unbind(&state.db, staff.salon_id, id, Utc::now()).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(match outcome {
        Unbound::Deleted => BindingRemoved { outcome: "deleted".into(), planned_visits: 0 },
        Unbound::Deactivated { planned } => BindingRemoved { outcome: "deactivated".into(), planned_visits: planned },
    }))
}
