//! The client's bookmarked salons (dashboard bookmarks).

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::site::salons::{SalonCard, cards};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Bookmarks {
    pub salons: Vec<SalonCard>,
}

/// Bookmarked salons, the latest bookmark first.
#[utoipa::path(get, path = "/bookmarks", tag = "client", responses((status = 200, body = Bookmarks), (status = 401, body = crate::error::ErrorBody)))]
pub async fn bookmarks(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Bookmarks>> {
    Ok(Json(Bookmarks { salons: cards(store::favorites::bookmarks(&state.db, locale, user.account.id).await?) }))
}
