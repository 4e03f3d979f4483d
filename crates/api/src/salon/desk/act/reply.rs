//! The salon's reply about a visit; the client gets it as a notification.

use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::DeskAct;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::limits::DESK_REPLY_MAX_CHARS;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeskReply {
    /// Up to 1000 characters.
    #[schema(min_length = 1, max_length = 1000)]
    pub text: String,
}

/// The salon's reply about a visit; the client gets it as a notification.
#[utoipa::path(post, path = "/schedule/acts/reply/{id}", operation_id = "salon_reply_act", tag = "salon", request_body = DeskReply, responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reply(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeskReply>,
) -> ApiResult<Json<DeskAct>> {
    own(&state, &staff, id).await?;
    let mut out = Problems::default();
    let text = out.required_text("text", &body.text, DESK_REPLY_MAX_CHARS);
    let text = out.finish(text)?;
    let now = Utc::now();
    let jobs = vec![jobs::deliver(id, Event::Replied, now)];
    let updated = store::desk::writes::set_reply(&state.db, staff.salon_id, id, &text, staff.user.account.id, now, jobs)
        .await?
        .ok_or_else(ApiError::not_found)?;
    answer(&state, locale, updated).await
}
