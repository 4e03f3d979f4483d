//! One of the salon's appointments (spec §7 salon schedule `acts/{id}` GET, PUT, DELETE, and
//! the desk's `reply` and `important`): the detail marks it viewed; PUT moves it to another time
//! and/or master (it then waits for the client); DELETE cancels it. Another salon's id is a 404.

mod cancel;
mod detail;
mod important;
mod reply;
mod reschedule;

pub use cancel::*;
pub use detail::*;
pub use important::*;
pub use reply::*;
pub use reschedule::*;

use super::rows::{self, DeskAct};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use axum::Json;
use store::model::Appointment;

/// This salon's appointment `id`, or 404.
pub async fn own(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<Appointment> {
    store::bookings::salon_appointment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)
}

async fn answer(state: &AppState, locale: domain::Locale, row: Appointment) -> ApiResult<Json<DeskAct>> {
    let auto_confirm = store::salon_page::salon(&state.db, row.salon_id).await?.is_some_and(|s| s.auto_confirm);
    Ok(Json(rows::detail(state, locale, row, auto_confirm).await?))
}
