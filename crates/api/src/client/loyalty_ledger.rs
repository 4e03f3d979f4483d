//! `GET /api/client/loyalty/{salon_id}`: the client's points ledger at one salon (cabinet): every
//! earning, redemption, expiry and return on cancel, with its date — the entries behind the
//! balance `GET /loyalty` shows.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::salon::loyalty::client_points::LedgerEntry;
use crate::state::AppState;

/// The newest entries the cabinet shows.
const LEDGER_ENTRIES: u64 = 100;

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientLedger {
    pub salon_id: i64,
    /// The balance now (the ledger's sum).
    pub points: i64,
    /// The newest 100 entries, newest first; none at a salon where the client never held points.
    pub entries: Vec<LedgerEntry>,
}

/// The client's own ledger at the salon (only their account's entries). A salon that does not
/// exist is a 404 `not_found`; one where the client never held points is an empty ledger.
#[utoipa::path(get, path = "/loyalty/{salon_id}", operation_id = "client_loyalty_ledger", tag = "client", params(("salon_id" = i64, Path)),
    responses((status = 200, body = ClientLedger), (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn ledger(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    Path(salon_id): Path<i64>,
) -> ApiResult<Json<ClientLedger>> {
    if !store::salons::exists(&state.db, salon_id).await? {
        return Err(ApiError::not_found());
    }
    let account_id = user.account.id;
    let points = store::loyalty::balance(&state.db, salon_id, account_id).await?;
    let entries = store::loyalty::ledger(&state.db, salon_id, account_id, LEDGER_ENTRIES).await?;
    Ok(Json(ClientLedger { salon_id, points, entries: entries.into_iter().map(LedgerEntry::from).collect() }))
}
