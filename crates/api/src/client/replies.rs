//! Reviews by the client (spec §3 review): one per completed visit, three ratings and a text.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::booking::{self, Status};
use domain::review::Review;
use serde::{Deserialize, Serialize};
use store::notifications::NewReview;
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

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

#[derive(Debug, Serialize, ToSchema)]
pub struct ReplySalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyReply {
    pub id: i64,
    pub act_id: Option<i64>,
    pub salon: Option<ReplySalon>,
    pub service_quality: i16,
    pub salon_atmosphere: i16,
    pub salon_cleanliness: i16,
    pub text: Option<String>,
    /// placed or rejected
    pub status: String,
    pub created_at: DateTime<Utc>,
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

/// The client's reviews, newest first.
#[utoipa::path(get, path = "/replies", tag = "client", responses((status = 200, body = Vec<MyReply>)))]
pub async fn replies(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<Vec<MyReply>>> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let rows = store::notifications::reviews_by(&state.db, user.account.id).await?;
    let salon_ids: Vec<i64> = rows.iter().map(|r| r.salon_id).collect();
    let salons: std::collections::HashMap<i64, store::entities::salons::Model> = store::entities::salons::Entity::find()
        .filter(store::entities::salons::Column::Id.is_in(salon_ids))
        .all(&state.db)
        .await?
        .into_iter()
        .map(|s| (s.id, s))
        .collect();
    Ok(Json(
        rows.into_iter()
            .map(|r| MyReply {
                id: r.id,
                act_id: r.appointment_id,
                salon: salons.get(&r.salon_id).map(|s| ReplySalon { id: s.id, slug: s.slug.clone(), name: s.name.clone() }),
                service_quality: r.service_quality,
                salon_atmosphere: r.atmosphere,
                salon_cleanliness: r.cleanliness,
                text: r.text,
                status: r.status,
                created_at: r.created_at,
            })
            .collect(),
    ))
}
