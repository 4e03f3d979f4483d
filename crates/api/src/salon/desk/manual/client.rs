//! The salon's client card for a phone, else the account of a client who booked at this salon,
//! else 404: a stranger's name and e-mail are not handed to any salon that types a phone; the
//! desk then lets the staff type the name.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidQuery;
use crate::site::login::parse_phone;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClientQuery {
    pub phone: String,
}

/// Who a phone belongs to, to fill the manual entry's form.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeskClientLookup {
    /// salon_client (the salon's own card) or account (a registered user who booked here: name and e-mail only)
    pub source: String,
    pub salon_client_id: Option<i64>,
    pub full_name: String,
    /// E.164
    pub phone: String,
    pub email: Option<String>,
    /// yyyy-MM-dd (the salon's card only)
    pub birthday: Option<String>,
}

/// The salon's client card for a phone, else the account of a client who booked at this salon, else 404.
#[utoipa::path(get, path = "/schedule/client", operation_id = "salon_client_by_phone", tag = "salon", params(ClientQuery), responses((status = 200, body = DeskClientLookup), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn client(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidQuery(query): ValidQuery<ClientQuery>,
) -> ApiResult<Json<DeskClientLookup>> {
    let phone = parse_phone(&query.phone)?;
    if let Some(card) = store::desk::salon_client_by_phone(&state.db, staff.salon_id, phone.as_str()).await? {
        return Ok(Json(DeskClientLookup {
            source: "salon_client".into(),
            salon_client_id: Some(card.id),
            full_name: card.full_name,
            phone: card.phone,
            email: card.email,
            birthday: card.birthday.map(|b| b.format("%Y-%m-%d").to_string()),
        }));
    }
    let account = store::desk::account_of_salon_by_phone(&state.db, staff.salon_id, phone.as_str())
        .await?
        .filter(|a| a.deleted_at.is_none())
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(DeskClientLookup {
        source: "account".into(),
        salon_client_id: None,
        full_name: account.full_name,
        phone: phone.as_str().to_owned(),
        email: account.email,
        birthday: None,
    }))
}
