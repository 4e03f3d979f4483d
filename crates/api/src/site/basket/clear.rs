//! Empties the basket: no salon, no items, total 0.

use crate::auth::MaybeUser;
use crate::booking::SessionId;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Empties the basket: no salon, no items, total 0.
#[utoipa::path(delete, path = "/basket/clear/{id}", tag = "booking", responses((status = 200, body = Basket)))]
pub async fn clear(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
) -> ApiResult<Json<Basket>> {
    let owner = need_owner(owner(user.as_ref(), &session))?;
    own_basket(&state, &owner, id).await?;
    store::baskets::clear(&state.db, &owner).await?;
    Ok(Json(Basket::empty()))
}
