//! `POST /clients/new`: a card typed by staff (a walk-in or phone client).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use store::salon_clients::Saved;

use super::card::{SalonClient, view};
use super::input::{self, ClientInput};
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;

/// Creates a client card; the phone must be new to this salon.
#[utoipa::path(post, path = "/clients/new", operation_id = "salon_client_create", tag = "salon", request_body = ClientInput, responses((status = 200, body = SalonClient), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    ValidJson(body): ValidJson<ClientInput>,
) -> ApiResult<Json<SalonClient>> {
    let now = Utc::now();
    let data = input::parse(&state, &staff, body, None, crate::booking::local(now).date()).await?;
    match store::salon_clients::create(&state.db, staff.salon_id, data, now).await? {
        Saved::Done(card) => Ok(Json(view(&state, card).await?)),
        Saved::PhoneTaken => Err(input::phone_taken()),
    }
}
