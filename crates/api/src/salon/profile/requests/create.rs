//! Asks the moderators for a new catalogue service. A service of that name (any language,

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Locale;
use domain::Problems;
use domain::salon_settings::{self as rules, NAME_MAX_CHARS, TEXT_MAX_CHARS};
use serde::Deserialize;
use store::salon_profile::{self as profile, NewServiceRequest, RequestRefusal, RequestsQuery};
use utoipa::ToSchema;

use super::*;

/// The new-service form. Empty number inputs are null.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ServiceRequestInput {
    pub category_id: Option<i64>,
    pub name_tr: String,
    pub name_en: Option<String>,
    pub name_ru: Option<String>,
    pub description: Option<String>,
    /// Minutes, more than 0, a multiple of 5.
    pub default_duration_min: Option<i64>,
    /// Kuruş the salon will sell it for: once approved, the service is bound to the salon with
    /// this price and the duration above (none: the salon binds it itself after approval).
    #[schema(minimum = 1, maximum = 100000000)]
    pub price: Option<i64>,
}

async fn one(state: &AppState, locale: Locale, salon_id: i64, id: i64) -> ApiResult<ServiceRequest> {
    let query = RequestsQuery { search: None, states: None, order: profile::REQUEST_SORTING.default_order(), offset: 0, limit: 100 };
    let (rows, _) = profile::requests_page(&state.db, locale, salon_id, &query).await?;
    rows.into_iter().find(|r| r.id == id).map(Into::into).ok_or_else(ApiError::not_found)
}

/// Asks the moderators for a new catalogue service. A service of that name (any language,
/// Turkish case ignored) approved or pending in the category is `service_already_requested`.
#[utoipa::path(post, path = "/services/request", operation_id = "salon_request_service", tag = "salon", request_body = ServiceRequestInput, responses((status = 200, body = ServiceRequest), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidJson(body): ValidJson<ServiceRequestInput>,
) -> ApiResult<Json<ServiceRequest>> {
    let mut out = Problems::default();
    if body.category_id.is_none() {
        out.push("category_id", "required");
    }
    let name_tr = out.required_text("name_tr", &body.name_tr, NAME_MAX_CHARS);
    let name_en = out.optional_text("name_en", body.name_en.as_deref(), NAME_MAX_CHARS).flatten();
    let name_ru = out.optional_text("name_ru", body.name_ru.as_deref(), NAME_MAX_CHARS).flatten();
    let description = out.optional_text("description", body.description.as_deref(), TEXT_MAX_CHARS).flatten();
    match body.default_duration_min {
        None => out.push("default_duration_min", "required"),
        Some(minutes) => rules::check_duration("default_duration_min", minutes, false, &mut out),
    }
    if let Some(price) = body.price {
        rules::check_price("price", price, false, &mut out);
    }
    out.into_result()?;
    let (Some(category_id), Some(name_tr), Some(minutes)) = (body.category_id, name_tr, body.default_duration_min) else {
        return Err(ApiError::field("body", FieldError::new("wrong_format")));
    };
    let request = NewServiceRequest {
        category_id,
        names: [name_tr, name_en.unwrap_or_default(), name_ru.unwrap_or_default()],
        description,
        default_duration_min: minutes as i32,
        price: body.price,
    };
    let row = match profile::request_service(&state.db, staff.salon_id, request, Utc::now()).await? {
        Ok(row) => row,
        Err(RequestRefusal::UnknownCategory) => return Err(ApiError::field("category_id", FieldError::new("wrong_format"))),
        Err(RequestRefusal::AlreadyExists) => return Err(ApiError::new(ErrorCode::ServiceAlreadyRequested)),
    };
    let service = row.name_tr.clone();
    crate::admin_notices::notify_admins(&state, crate::admin_notices::SERVICE_REQUEST, staff.salon_id, &[("service", service)], Utc::now())
        .await;
    Ok(Json(one(&state, locale, staff.salon_id, row.id).await?))
}
