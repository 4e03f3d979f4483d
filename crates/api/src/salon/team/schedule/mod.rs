//! The salon's view of one master's schedule (spec §7 salon schedule `master/{id}` GET and POST,
//! `add-break`, `edit-break`, `remove-break`). The master must be the salon's; the body's
//! `master_id` is checked like a path id.

mod add_break;
mod edit_break;
mod get;
mod remove_break;
mod save;

pub use add_break::*;
pub use edit_break::*;
pub use get::*;
pub use remove_break::*;
pub use save::*;

use super::employees::master_of;
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::state::AppState;

async fn master_in_body(state: &AppState, staff: &SalonStaff, id: Option<i64>) -> ApiResult<store::model::Master> {
    let id = id.ok_or_else(|| ApiError::field("master_id", FieldError::new("required")))?;
    master_of(state, staff, id).await
}
