//! `PUT /clients/{id}`: the edit screen's Save.

use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use store::salon_clients::Saved;

use super::card::{SalonClient, load, view};
use super::input::{self, ClientInput};
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;

/// Rewrites the card; a phone of another card of this salon is refused.
#[utoipa::path(put, path = "/clients/{id}", operation_id = "salon_client_update", tag = "salon", request_body = ClientInput, responses((status = 200, body = SalonClient), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<ClientInput>,
) -> ApiResult<Json<SalonClient>> {
    // Ownership first: another salon's id is a 404 before its input is even looked at.
    let current = load(&state, &staff, id).await?;
    let now = Utc::now();
    let data = input::parse(&state, &staff, body, current.photo_file_id, crate::booking::local(now).date()).await?;
    match store::salon_clients::update(&state.db, staff.salon_id, id, data, now).await?.ok_or_else(ApiError::not_found)? {
        Saved::Done(card) => Ok(Json(view(&state, card).await?)),
        Saved::PhoneTaken => Err(input::phone_taken()),
    }
}
