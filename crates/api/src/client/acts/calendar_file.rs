//! The visit as an iCalendar file ("add to calendar").

use crate::auth::ClientUser;
use crate::booking::acts::{self};
use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use chrono::Utc;

use super::*;

/// The visit as an iCalendar file ("add to calendar").
#[utoipa::path(get, path = "/acts/{id}/calendar.ics", tag = "client", responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = crate::error::ErrorBody)))]
pub async fn calendar_file(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let row = own(&state, user.account.id, id).await?;
    let (starts, ends) = (row.starts_at, row.ends_at);
    let now = Utc::now();
    let act = acts::one(&state, locale, row, now).await?;
    let summary = crate::i18n::message(locale, "ics_summary", &[("salon", act.salon.name.clone())]);
    let host = state.config.public_url.split("://").nth(1).unwrap_or("randevu").trim_end_matches('/').to_owned();
    let body = crate::booking::ics::calendar(&act, &summary, &host, starts, ends, now);
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"randevu-{id}.ics\"")),
        ],
        body,
    )
        .into_response())
}
