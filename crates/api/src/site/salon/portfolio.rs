//! One portfolio case with all its photos.

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::salon_page as page;

use super::*;

/// One portfolio case with all its photos.
#[utoipa::path(get, path = "/salon/case/{id}", tag = "site", params(("id" = String, Path, description = "Case id")), responses((status = 200, body = PortfolioCase), (status = 404, body = crate::error::ErrorBody)))]
pub async fn portfolio(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<PortfolioCase>> {
    let id: i64 = id.parse().map_err(|_| ApiError::not_found())?;
    let case = page::cases(&state.db, locale, page::CaseReader::Public, None, Some(id))
        .await?
        .into_iter()
        .next()
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(portfolio_case(case)))
}
