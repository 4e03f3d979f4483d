//! Adds a service. A service of another salon starts a new basket; services of one booking share

use crate::auth::MaybeUser;
use crate::booking::SessionId;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking;
use serde::Deserialize;
use store::salon_page::{self as page};
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AddToBasket {
    pub salon_id: i64,
    pub salon_service_id: i64,
    #[serde(default)]
    pub option_ids: Vec<i64>,
    pub master_id: Option<i64>,
}

/// Adds a service. A service of another salon starts a new basket; services of one booking share
/// a category; a service that is not `is_multiple` is added once.
#[utoipa::path(post, path = "/basket", tag = "booking", request_body = AddToBasket, responses((status = 200, body = Basket), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    ValidJson(body): ValidJson<AddToBasket>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let salon = page::salon(&state.db, body.salon_id).await?.ok_or_else(ApiError::not_found)?;
    if salon.status != "active" {
        return Err(ApiError::new(ErrorCode::SalonDeactivated));
    }
    let existing = store::baskets::find(&state.db, &owner).await?.filter(|b| b.salon_id == salon.id);
    let held = match &existing {
        Some(basket) => store::baskets::items(&state.db, basket.id).await?,
        None => Vec::new(),
    };
    // The services the basket holds and the new one; their masters only for a master's pick.
    let ids: Vec<i64> = held.iter().map(|i| i.salon_service_id).chain([body.salon_service_id]).collect();
    let services = salon_services(&state, locale, &salon, &ids).await?;
    let (category_id, service) =
        services.get(&body.salon_service_id).ok_or_else(|| ApiError::field("salon_service_id", FieldError::new("wrong_format")))?;
    let available = options_of(service);
    if body.option_ids.iter().any(|id| !available.iter().any(|o| o.id == *id)) {
        return Err(ApiError::field("option_ids", FieldError::new("wrong_format")));
    }
    let now = Utc::now();
    let basket = match existing {
        Some(basket) => {
            let items = held;
            let categories: Vec<i64> =
                items.iter().filter_map(|i| services.get(&i.salon_service_id).map(|s| s.0)).chain([*category_id]).collect();
            if !booking::same_category(&categories) {
                return Err(ApiError::new(ErrorCode::ServicesMustShareCategory));
            }
            if !service.is_multiple && items.iter().any(|i| i.salon_service_id == service.id) {
                return Err(ApiError::new(ErrorCode::ServiceAlreadyInBasket));
            }
            basket
        }
        None => store::baskets::start(&state.db, &owner, salon.id, None, now).await?,
    };
    store::baskets::add_item(&state.db, basket.id, service.id, &body.option_ids, now).await?;
    // A service picked on a master's page comes with that master, if they do it.
    let basket = match body.master_id.filter(|id| service.master_ids.contains(id)) {
        Some(master_id) if basket.master_id.is_none() => {
            store::baskets::set_choice(&state.db, &basket, Some(master_id), basket.provision_date, basket.start_min, now).await?
        }
        _ => basket,
    };
    answer_for(&state, locale, basket, None, salon).await
}
