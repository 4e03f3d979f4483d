//! One of the master's own visits; another master's is a 404.

use crate::auth::MasterUser;
use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// One of the master's own visits; another master's is a 404.
#[utoipa::path(get, path = "/acts/{id}", operation_id = "master_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody)))]
pub async fn act(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    let row = own_visit(&state, &user, id).await?;
    answer(&state, locale, row).await
}
