//! The client's reviews, newest first.

use crate::auth::ClientUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The client's reviews, newest first.
#[utoipa::path(get, path = "/replies", tag = "client", responses((status = 200, body = Vec<MyReply>)))]
pub async fn replies(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<Vec<MyReply>>> {
    let rows = store::notifications::reviews_by(&state.db, user.account.id).await?;
    let salon_ids: Vec<i64> = rows.iter().map(|r| r.salon_id).collect();
    let salons = store::salons::by_ids(&state.db, &salon_ids).await?;
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
