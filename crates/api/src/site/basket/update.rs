//! Chooses the master and the time. Changing the master of a basket that holds a time or

use crate::auth::MaybeUser;
use crate::booking::{SessionId, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateBasket {
    /// `null` chooses any master.
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<i64>)]
    pub master_id: Option<Option<i64>>,
    /// yyyy-MM-dd; `null` clears the time.
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<String>, format = Date)]
    pub provision_date: Option<Option<String>>,
    /// HH:mm
    #[serde(default, deserialize_with = "crate::json::double_option")]
    #[schema(value_type = Option<String>, pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: Option<Option<String>>,
    /// Confirms a master change that drops the time and the services the master lacks.
    #[serde(default)]
    pub reset: bool,
}

/// Chooses the master and the time. Changing the master of a basket that holds a time or
/// services the new master does not do needs `reset: true` (spec §4).
#[utoipa::path(put, path = "/basket/{id}", tag = "booking", request_body = UpdateBasket, responses((status = 200, body = Basket), (status = 409, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<UpdateBasket>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    let (basket, salon) =
        store::baskets::find_with_salon(&state.db, &owner).await?.filter(|(b, _)| b.id == id).ok_or_else(ApiError::not_found)?;
    let now = Utc::now();
    let mut master_id = basket.master_id;
    // The items as stored, when the master change below has read them (and dropped the lacking).
    let mut kept_items = None;
    let (mut date, mut start) = (basket.provision_date, basket.start_min);
    if let Some(new_master) = body.master_id
        && new_master != basket.master_id
    {
        // The chosen master must be one of the salon's bookable masters (the salon's kept team).
        let does = match (new_master, &salon) {
            (Some(master), Some(salon)) => {
                let team = state.catalogues.team(&state.db, salon).await?;
                Some(team.master(master).ok_or_else(|| ApiError::new(ErrorCode::MasterNoContract))?.services.clone())
            }
            (Some(_), None) => return Err(ApiError::new(ErrorCode::MasterNoContract)),
            (None, _) => None,
        };
        let items = store::baskets::items(&state.db, basket.id).await?;
        let lacking: Vec<i64> = match does {
            Some(does) => items.iter().filter(|i| !does.contains(&i.salon_service_id)).map(|i| i.id).collect(),
            None => Vec::new(),
        };
        let holds_time = basket.provision_date.is_some() && body.provision_date.is_none();
        if (holds_time || !lacking.is_empty()) && !body.reset {
            return Err(ApiError::new(ErrorCode::BasketResetRequired));
        }
        kept_items = Some(items.into_iter().filter(|i| !lacking.contains(&i.id)).collect());
        store::baskets::remove_items(&state.db, lacking).await?;
        master_id = new_master;
        (date, start) = (None, None);
    }
    if let Some(new_date) = body.provision_date {
        date = new_date.as_deref().map(|d| parse_date("provision_date", d)).transpose()?;
    }
    let time_given = body.provision_time.is_some();
    if let Some(new_time) = body.provision_time {
        start = new_time.as_deref().map(|t| parse_time("provision_time", t)).transpose()?.map(|m| m as i16);
    }
    if date.is_none() != start.is_none() && time_given {
        return Err(ApiError::field("provision_date", FieldError::new("date_time_required")));
    }
    let basket = store::baskets::set_choice(&state.db, &basket, master_id, date, start, now).await?;
    match salon {
        Some(salon) => answer_for(&state, locale, basket, kept_items, salon).await,
        None => answer(&state, locale, &owner).await,
    }
}
