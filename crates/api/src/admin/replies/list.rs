//! `GET /admin/replies?q={json}`: every salon's reviews.
//!
//! Columns: author, salon, master, rating, text, status, created. Sortable: created, rating,
//! salon, status. Search: the author, the text and the salon's name, folded. Filters: `status`
//! checkbox, `salon` radio (a salon id), `master` radio (a master id), `rating` number range
//! (the mean of the three ratings, 1–5), `created` date. `meta.counts`: reviews per status.
//! `count` stops at 1,000 with `count_capped` (see `store::review_moderation::list`).

use axum::Json;
use axum::extract::State;
use store::review_moderation::REVIEW_SORTING;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::review_table::{ReviewView, counts_meta, filter_of};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

/// One page of every salon's reviews.
#[utoipa::path(get, path = "/replies", operation_id = "admin_replies", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = TableResponse<ReviewView>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    query: TableQuery,
) -> ApiResult<Json<TableResponse<ReviewView>>> {
    let order = query.order(&REVIEW_SORTING)?;
    let filter = filter_of(&query, true)?;
    let page = store::review_moderation::list(&state.db, None, &filter, &order, query.offset, query.limit()).await?;
    let rows = page.rows.into_iter().map(ReviewView::from).collect();
    Ok(Json(TableResponse::with_total(rows, page.total).with_meta(counts_meta(page.status_counts))))
}
