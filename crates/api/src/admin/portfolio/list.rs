//! `GET /portfolio?q={json}`: the cases of every master.
//!
//! Sortable: date, master, salon, created. Search: master or salon name. Filters: `salon`,
//! `master`, `service` checkboxes of ids; `hidden` radio `yes` / `no`. `meta` has the salons and
//! masters that have cases, for the filters' choices.

use axum::Json;
use axum::extract::State;
use serde_json::json;
use store::admin_portfolio::{CASE_SORTING, CaseFilter};

use super::{AdminCaseView, case_views};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

/// One page of the portfolio table.
#[utoipa::path(get, path = "/portfolio", operation_id = "admin_portfolio", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = TableResponse<AdminCaseView>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    query: TableQuery,
) -> ApiResult<Json<TableResponse<AdminCaseView>>> {
    let order = query.order(&CASE_SORTING)?;
    let filter = CaseFilter {
        search: query.search().map(str::to_owned),
        salons: query.ids("salon")?,
        masters: query.ids("master")?,
        services: query.ids("service")?,
        hidden: query.radio("hidden", &["yes", "no"])?.map(|v| v == "yes"),
    };
    let (rows, count) = store::admin_portfolio::list(&state.db, &filter, &order, query.offset, query.limit()).await?;
    let (salons, masters) = store::admin_portfolio::filter_choices(&state.db).await?;
    let choices = |pairs: Vec<(i64, String)>| pairs.into_iter().map(|(id, name)| json!({"id": id, "name": name})).collect::<Vec<_>>();
    let meta = json!({"salons": choices(salons), "masters": choices(masters)});
    Ok(Json(TableResponse::new(case_views(&state, locale, rows).await?, count).with_meta(meta)))
}
