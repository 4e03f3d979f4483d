//! Reviews a completed visit, once.

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::{self, Status};
use domain::review::Review;
use serde::Deserialize;
use store::notifications::NewReview;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct SendReply {
    /// 1–5
    #[schema(minimum = 1, maximum = 5)]
    pub service_quality: i16,
    /// 1–5
    #[schema(minimum = 1, maximum = 5)]
    pub salon_atmosphere: i16,
    /// 1–5
    #[schema(minimum = 1, maximum = 5)]
    pub salon_cleanliness: i16,
    #[schema(max_length = 2000)]
    pub text: Option<String>,
}

/// Reviews a completed visit, once.
#[utoipa::path(post, path = "/send-reply/{id}", tag = "client", request_body = SendReply, responses((status = 200, body = MyReply), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn send_reply(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<SendReply>,
) -> ApiResult<Json<MyReply>> {
    let row = store::bookings::client_appointment(&state.db, user.account.id, id).await?.ok_or_else(ApiError::not_found)?;
    let parsed =
        Review::parse(body.service_quality.into(), body.salon_atmosphere.into(), body.salon_cleanliness.into(), body.text.as_deref())?;
    let has_review = store::notifications::review_of_appointment(&state.db, id).await?.is_some();
    if has_review {
        return Err(ApiError::new(ErrorCode::ReviewExists));
    }
    if !booking::can_review(Status::parse(&row.status).unwrap_or(Status::Cancelled), false) {
        return Err(ApiError::new(ErrorCode::ReviewNotAllowed));
    }
    let review = NewReview {
        salon_id: row.salon_id,
        appointment_id: row.id,
        account_id: user.account.id,
        master_id: row.master_id,
        author_name: row.client_name.clone(),
        service_quality: parsed.service_quality.get(),
        atmosphere: parsed.atmosphere.get(),
        cleanliness: parsed.cleanliness.get(),
        text: parsed.text,
        lang: locale.code().to_owned(),
    };
    let saved = store::notifications::add_review(&state.db, review, Utc::now()).await.map_err(|err| {
        // Two racing submissions: the unique appointment_id keeps one.
        if err.to_string().to_lowercase().contains("unique") { ApiError::new(ErrorCode::ReviewExists) } else { ApiError::from(err) }
    })?;
    let salon = store::salon_page::salon(&state.db, row.salon_id).await?;
    Ok(Json(MyReply {
        id: saved.id,
        act_id: saved.appointment_id,
        salon: salon.map(|s| ReplySalon { id: s.id, slug: s.slug, name: s.name }),
        service_quality: saved.service_quality,
        salon_atmosphere: saved.atmosphere,
        salon_cleanliness: saved.cleanliness,
        text: saved.text,
        status: saved.status,
        created_at: saved.created_at,
    }))
}
