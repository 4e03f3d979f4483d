//! `GET /agreements?q={json}`: the agreements table.
//!
//! Columns: name, slug, kind, version, force flag, updated. Sortable: name, slug, version,
//! updated. Search: folded name and slug. Filters: `kind` checkbox `client`, `salon`; `forced`
//! radio `yes` / `no`.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use store::agreements::{AGREEMENT_KINDS, AGREEMENT_SORTING, AgreementFilter};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

#[derive(Debug, Serialize, ToSchema)]
pub struct AgreementRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    /// `client` or `salon`: who reads it.
    pub kind: String,
    pub version: i32,
    pub force_accept: bool,
    pub updated_at: DateTime<Utc>,
}

/// One page of agreements.
#[utoipa::path(get, path = "/agreements", operation_id = "admin_agreements", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = TableResponse<AgreementRow>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, _admin: AdminUser, query: TableQuery) -> ApiResult<Json<TableResponse<AgreementRow>>> {
    let order = query.order(&AGREEMENT_SORTING)?;
    let filter = AgreementFilter {
        search: query.search().map(str::to_owned),
        kinds: query.checkbox("kind", &AGREEMENT_KINDS)?,
        forced: query.radio("forced", &["yes", "no"])?.map(|v| v == "yes"),
    };
    let (rows, count) = store::agreements::list(&state.db, &filter, &order, query.offset, query.limit()).await?;
    let rows = rows
        .into_iter()
        .map(|r| AgreementRow {
            id: r.id,
            slug: r.slug,
            name: r.name,
            kind: r.kind,
            version: r.version,
            force_accept: r.force_accept,
            updated_at: r.updated_at,
        })
        .collect();
    Ok(Json(TableResponse::new(rows, count)))
}
