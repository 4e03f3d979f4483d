//! `/api/admin/portfolio` and `/api/admin/masters/{id}/transfer-cases` (spec §2 `portfolio`,
//! `portfolio/{id}`; §7 "masters transfer-cases"): every master's cases across salons, hiding
//! a case from the public pages, and moving a master's cases to the same person's master
//! record in another salon. Audited (entities `master_case` and `master`).

mod hide;
mod list;
mod master;
mod transfer;

pub use hide::*;
pub use list::*;
pub use master::*;
pub use transfer::*;

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::images::{ImageRef, image_ref};
use crate::state::AppState;

/// A case as the admin sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminCaseView {
    pub id: i64,
    pub master_id: i64,
    pub master_name: String,
    pub salon_id: i64,
    pub salon_name: String,
    pub service_id: Option<i64>,
    pub service_name: Option<String>,
    /// yyyy-MM-dd
    pub date: String,
    /// Hidden from the public pages.
    pub hidden: bool,
    pub photos: Vec<ImageRef>,
}

/// The views of `rows`, with photos and service names in `locale`.
async fn case_views(state: &AppState, locale: domain::Locale, rows: Vec<store::admin_portfolio::CaseRow>) -> ApiResult<Vec<AdminCaseView>> {
    let case_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let service_ids: Vec<i64> = rows.iter().filter_map(|r| r.service_id).collect();
    let (mut photos, services) = store::admin_portfolio::photos_and_services(&state.db, locale, &case_ids, &service_ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| AdminCaseView {
            photos: photos.remove(&r.id).unwrap_or_default().iter().map(|f| image_ref(f, &r.master_name)).collect(),
            service_name: r.service_id.and_then(|id| services.get(&id).cloned()),
            id: r.id,
            master_id: r.master_id,
            master_name: r.master_name,
            salon_id: r.salon_id,
            salon_name: r.salon_name,
            service_id: r.service_id,
            date: r.done_on.format("%Y-%m-%d").to_string(),
            hidden: r.hidden,
        })
        .collect())
}
