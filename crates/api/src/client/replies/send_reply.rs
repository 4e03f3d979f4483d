//! Reviews a completed visit, once.

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use chrono::Utc;
use domain::booking::{self, Status};
use serde::Deserialize;
use store::notifications::NewReview;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct SendReply {
    /// 1–5
    pub service_quality: i16,
    /// 1–5
    pub salon_atmosphere: i16,
    /// 1–5
    pub salon_cleanliness: i16,
    pub text: Option<String>,
}

fn rating(field: &'static str, value: i16) -> ApiResult<i16> {
    if (1..=5).contains(&value) { Ok(value) } else { Err(ApiError::field(field, FieldError::new("between").with("min", 1).with("max", 5))) }
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
    let (quality, atmosphere, cleanliness) = (
        rating("service_quality", body.service_quality)?,
        rating("salon_atmosphere", body.salon_atmosphere)?,
        rating("salon_cleanliness", body.salon_cleanliness)?,
    );
    let text = body.text.as_deref().map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned);
    if text.as_ref().is_some_and(|t| t.chars().count() > 2000) {
        return Err(ApiError::field("text", FieldError::new("max_length").with("max", 2000)));
    }
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
        service_quality: quality,
        atmosphere,
        cleanliness,
        text,
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
