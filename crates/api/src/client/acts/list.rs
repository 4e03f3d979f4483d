//! One page of the client's history under a filter.

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use serde::{Deserialize, Serialize};
use store::bookings::ActsFilter;
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActsQuery {
    /// upcoming (default), all, waiting, confirmed, completed, cancelled (also the stored names new, moved)
    pub status: Option<String>,
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
    /// default 8 (spec §9), at most 50
    #[param(minimum = 1, maximum = 50)]
    pub per_page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActsPage {
    pub rows: Vec<Act>,
    pub count: u64,
}

fn filter_of(name: Option<&str>) -> ApiResult<ActsFilter> {
    Ok(match name.unwrap_or("upcoming") {
        "upcoming" | "" => ActsFilter::Upcoming,
        "all" => ActsFilter::All,
        "waiting" | "moved" => ActsFilter::Status(Status::Moved),
        "new" | "draft" => ActsFilter::Status(Status::New),
        other => ActsFilter::Status(Status::parse(other).ok_or_else(|| ApiError::field("status", FieldError::new("wrong_format")))?),
    })
}

/// One page of the client's history under a filter.
#[utoipa::path(get, path = "/acts", operation_id = "client_acts", tag = "client", params(ActsQuery), responses((status = 200, body = ActsPage)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    ValidQuery(query): ValidQuery<ActsQuery>,
) -> ApiResult<Json<ActsPage>> {
    let filter = filter_of(query.status.as_deref())?;
    let window = domain::paging::page(query.page, query.per_page, 8, 50)?;
    let now = Utc::now();
    let (rows, count) = store::bookings::client_acts(&state.db, user.account.id, filter, now, window.offset, window.limit).await?;
    Ok(Json(ActsPage { rows: acts::build(&state, locale, rows, now).await?, count }))
}
