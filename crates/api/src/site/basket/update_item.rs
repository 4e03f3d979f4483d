//! Changes an item's quantity or options; quantity 0 removes it.

use crate::auth::MaybeUser;
use crate::booking::SessionId;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::basket as pricing;
use serde::Deserialize;
use store::model::BasketItemRow;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateItem {
    pub item_id: i64,
    /// 0 removes the item; more than 1 only for `is_multiple` services; negative is a 422.
    #[schema(minimum = 0, maximum = 10)]
    pub quantity: Option<i32>,
    pub option_ids: Option<Vec<i64>>,
}

/// Changes an item's quantity or options; quantity 0 removes it.
#[utoipa::path(post, path = "/basket/update-item", tag = "booking", request_body = UpdateItem, responses((status = 200, body = Basket), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_item(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    ValidJson(body): ValidJson<UpdateItem>,
) -> ApiResult<Json<Basket>> {
    if body.quantity.is_some_and(|q| q < 0) {
        return Err(ApiError::field("quantity", FieldError::new("min_value").with("min", 0)));
    }
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let basket = store::baskets::find(&state.db, &owner).await?.ok_or_else(ApiError::not_found)?;
    let items = store::baskets::items(&state.db, basket.id).await?;
    let item: &BasketItemRow = items.iter().find(|i| i.id == body.item_id).ok_or_else(ApiError::not_found)?;
    let quantity = body.quantity.unwrap_or(item.quantity);
    if quantity <= 0 {
        store::baskets::remove_items(&state.db, vec![item.id]).await?;
        return answer(&state, locale, &owner).await;
    }
    let salon = page::salon(&state.db, basket.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let services = salon_services(&state, locale, &salon, &[item.salon_service_id]).await?;
    let (_, service) = services.get(&item.salon_service_id).ok_or_else(ApiError::not_found)?;
    pricing::check_quantity(quantity, service.is_multiple)?;
    let option_ids = body.option_ids.unwrap_or_else(|| store::baskets::option_ids(item));
    let available = options_of(service);
    if option_ids.iter().any(|id| !available.iter().any(|o| o.id == *id)) {
        return Err(ApiError::field("option_ids", FieldError::new("wrong_format")));
    }
    store::baskets::set_item(&state.db, item, quantity, &option_ids).await?;
    answer(&state, locale, &owner).await
}
