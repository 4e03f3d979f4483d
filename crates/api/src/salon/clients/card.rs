//! The card as the API shows it, and `GET /clients/{id}`.

use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use store::model::ClientCard;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::common::account::UploadedFile;
use crate::error::{ApiError, ApiResult};
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;

/// A salon's client card (spec §3 client).
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonClient {
    pub id: i64,
    pub full_name: String,
    /// E.164, e.g. `+905551234567`.
    pub phone: String,
    pub email: Option<String>,
    /// yyyy-MM-dd
    pub birthday: Option<NaiveDate>,
    /// `male` or `female`.
    pub gender: Option<String>,
    pub photo: Option<UploadedFile>,
    /// The phone belongs to an account of the platform (the client books online).
    pub has_account: bool,
    pub created_at: DateTime<Utc>,
}

/// A dated free-text record on the card ("add record").
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientRecord {
    pub id: i64,
    pub text: String,
    pub created_at: DateTime<Utc>,
    /// Who wrote it.
    pub author: Option<String>,
}

impl From<store::salon_clients::RecordRow> for ClientRecord {
    fn from(row: store::salon_clients::RecordRow) -> Self {
        ClientRecord { id: row.id, text: row.text, created_at: row.created_at, author: row.author }
    }
}

pub async fn view(state: &AppState, card: ClientCard) -> ApiResult<SalonClient> {
    let photo = match card.photo_file_id {
        Some(id) => store::files::file(&state.db, id).await?.map(UploadedFile::from),
        None => None,
    };
    Ok(SalonClient {
        id: card.id,
        full_name: card.full_name,
        phone: card.phone,
        email: card.email,
        birthday: card.birthday,
        gender: card.gender,
        photo,
        has_account: card.account_id.is_some(),
        created_at: card.created_at,
    })
}

/// The salon's card `id`, or 404.
pub async fn load(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<ClientCard> {
    store::salon_clients::get(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)
}

/// One client card of the salon.
#[utoipa::path(get, path = "/clients/{id}", operation_id = "salon_client_get", tag = "salon", responses((status = 200, body = SalonClient), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_client(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
) -> ApiResult<Json<SalonClient>> {
    let card = load(&state, &staff, id).await?;
    Ok(Json(view(&state, card).await?))
}
