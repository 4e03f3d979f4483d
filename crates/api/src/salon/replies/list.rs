//! `GET /replies?q={json}`: the salon's reviews, every status.
//!
//! Sortable: created, rating, status. Search: the author and the text, folded. Filters:
//! `status` checkbox (placed, disputed, rejected), `master` radio (a master id of
//! `replies/masters`), `rating` number range, `created` date. `meta.counts`: reviews per status.

use axum::Json;
use axum::extract::State;
use store::review_moderation::REVIEW_SORTING;

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::review_table::{ReviewView, counts_meta, filter_of};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

/// One page of the salon's reviews.
#[utoipa::path(get, path = "/replies", operation_id = "salon_replies", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = TableResponse<ReviewView>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, staff: SalonStaff, query: TableQuery) -> ApiResult<Json<TableResponse<ReviewView>>> {
    let order = query.order(&REVIEW_SORTING)?;
    let filter = filter_of(&query, false)?;
    let salon = Some(staff.salon_id);
    let page = store::review_moderation::list(&state.db, salon, &filter, &order, query.offset, query.limit()).await?;
    let rows = page.rows.into_iter().map(ReviewView::from).collect();
    Ok(Json(TableResponse::with_total(rows, page.total).with_meta(counts_meta(page.status_counts))))
}
