//! `GET /portfolio/{id}`: one master's cases (hidden ones too) and where they may move.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::{AdminCaseView, case_views};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// A master record in a salon.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioMaster {
    pub id: i64,
    pub full_name: String,
    pub salon_id: i64,
    pub salon_name: String,
    /// The person's account, when the master has one.
    pub account_id: Option<i64>,
    /// Removed from the salon's team.
    pub removed: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterPortfolio {
    pub master: PortfolioMaster,
    pub cases: Vec<AdminCaseView>,
    /// The same person's master records in other salons: the targets of `transfer-cases`.
    pub transfer_targets: Vec<PortfolioMaster>,
}

fn master_view(m: store::admin_portfolio::MasterOfSalon) -> PortfolioMaster {
    PortfolioMaster {
        id: m.master.id,
        full_name: m.master.full_name,
        salon_id: m.master.salon_id,
        salon_name: m.salon_name,
        account_id: m.master.account_id,
        removed: m.master.deleted_at.is_some(),
    }
}

/// The master `id`'s portfolio.
#[utoipa::path(get, path = "/portfolio/{id}", operation_id = "admin_master_portfolio", tag = "admin", params(("id" = i64, Path, description = "Master id")), responses((status = 200, body = MasterPortfolio), (status = 404, body = crate::error::ErrorBody)))]
pub async fn master(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterPortfolio>> {
    let master = store::admin_portfolio::master(&state.db, id).await?.ok_or_else(ApiError::not_found)?;
    let targets = store::admin_portfolio::same_person_masters(&state.db, &master.master).await?;
    let rows = store::admin_portfolio::cases_of(&state.db, id)
        .await?
        .into_iter()
        .map(|c| store::admin_portfolio::CaseRow {
            id: c.id,
            master_id: master.master.id,
            master_name: master.master.full_name.clone(),
            salon_id: master.master.salon_id,
            salon_name: master.salon_name.clone(),
            service_id: c.service_id,
            done_on: c.done_on,
            hidden: c.hidden,
            created_at: c.created_at,
        })
        .collect();
    Ok(Json(MasterPortfolio {
        cases: case_views(&state, locale, rows).await?,
        transfer_targets: targets.into_iter().map(master_view).collect(),
        master: master_view(master),
    }))
}
