//! The places list: active salons by filters, sorted, one page.

use crate::auth::MaybeUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonList {
    pub salons: Vec<SalonCard>,
    /// Salons over all pages, counted up to 1,000 (the last page there is).
    pub total: u64,
    /// More salons match than `total` says ("1,000+"): the list is counted and paged no further.
    pub total_capped: bool,
    pub page: u64,
    pub per_page: u64,
}

/// The places list: active salons by filters, sorted, one page.
#[utoipa::path(get, path = "/salons", tag = "site", params(SalonsQuery), responses((status = 200, body = SalonList), (status = 422, body = crate::error::ErrorBody)))]
pub async fn salons(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    ValidQuery(query): ValidQuery<SalonsQuery>,
    RawQuery(raw): RawQuery,
) -> ApiResult<Json<SalonList>> {
    Ok(Json(load_list(&state, locale, &query, raw.as_deref(), user.map(|u| u.account.id)).await?))
}

/// One page of the places list, as the page renderer embeds it too.
pub async fn load_list(
    state: &AppState,
    locale: domain::Locale,
    query: &SalonsQuery,
    raw: Option<&str>,
    viewer: Option<i64>,
) -> ApiResult<SalonList> {
    let (filter, sort, page, per_page) = query.parse(raw)?;
    let result = store::listing::list(&state.db, locale, &filter, sort, page, per_page, viewer).await?;
    Ok(SalonList { salons: cards(result.salons), total: result.total, total_capped: result.total_capped, page, per_page })
}
