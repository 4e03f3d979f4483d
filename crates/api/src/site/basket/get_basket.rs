//! The basket of this session or client.

use crate::auth::MaybeUser;
use crate::booking::SessionId;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The basket of this session or client.
#[utoipa::path(get, path = "/basket", tag = "booking", responses((status = 200, body = Basket)))]
pub async fn get_basket(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    session: SessionId,
) -> ApiResult<Json<Basket>> {
    match owner(user.as_ref(), &session) {
        Some(owner) => answer(&state, locale, &owner).await,
        None => Ok(Json(Basket::empty())),
    }
}
