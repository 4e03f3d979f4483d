//! `GET /clients/{id}/loyalty`: a client card's points at the salon and their ledger.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::plan_gate::{Loyalty, SalonFeature};
use crate::state::AppState;

/// The newest entries a card shows.
const LEDGER_ENTRIES: u64 = 100;

/// One entry of the points ledger.
#[derive(Debug, Serialize, ToSchema)]
pub struct LedgerEntry {
    pub id: i64,
    /// `earn`, `redeem`, `return` or `expire`.
    pub kind: String,
    /// Signed: earn and return add, redeem and expire take away.
    pub points: i64,
    /// Earn: the amount paid it was earned on; redeem and return: the discount (kuruş).
    pub amount_kurus: i64,
    pub appointment_id: Option<i64>,
    /// Earn: when these points expire.
    pub expires_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl From<store::loyalty::LedgerRow> for LedgerEntry {
    fn from(row: store::loyalty::LedgerRow) -> Self {
        LedgerEntry {
            id: row.id,
            kind: row.kind,
            points: row.points,
            amount_kurus: row.amount_kurus,
            appointment_id: row.appointment_id,
            expires_at: row.expires_at,
            created_at: row.created_at,
        }
    }
}

/// A client's points at the salon.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClientPoints {
    /// False when the card has no account (points are kept per account: only online clients earn).
    pub has_account: bool,
    pub points: i64,
    /// What the points are worth now, in kuruş (0 while the programme is off).
    pub value_kurus: i64,
    /// The newest 100 entries, newest first.
    pub entries: Vec<LedgerEntry>,
}

/// The card's points at this salon and their ledger; another salon's card is a 404.
#[utoipa::path(get, path = "/clients/{id}/loyalty", operation_id = "salon_client_loyalty", tag = "salon", responses((status = 200, body = ClientPoints), (status = 404, body = crate::error::ErrorBody)))]
pub async fn client_points(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Loyalty>,
    Path(id): Path<i64>,
) -> ApiResult<Json<ClientPoints>> {
    let card = store::salon_clients::get(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let Some(account_id) = card.account_id else {
        return Ok(Json(ClientPoints { has_account: false, points: 0, value_kurus: 0, entries: Vec::new() }));
    };
    let points = store::loyalty::balance(&state.db, staff.salon_id, account_id).await?;
    let programme = store::loyalty::programme_in_force(&state.db, staff.salon_id).await?;
    let entries = store::loyalty::ledger(&state.db, staff.salon_id, account_id, LEDGER_ENTRIES).await?;
    Ok(Json(ClientPoints {
        has_account: true,
        points,
        value_kurus: programme.map_or(0, |p| p.value_of(points)),
        entries: entries.into_iter().map(LedgerEntry::from).collect(),
    }))
}
