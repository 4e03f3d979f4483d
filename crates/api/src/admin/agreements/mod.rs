//! `/api/admin/agreements` (issue #17 item 8): the legal texts' table, one agreement with its
//! versions, an old version, and the save that makes a new version.

mod get;
mod list;
mod update;
mod version;

pub use get::*;
pub use list::*;
pub use update::*;
pub use version::*;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// An agreement's texts as the editor loads them (the current version, or an old one).
#[derive(Debug, Serialize, ToSchema)]
pub struct AgreementTexts {
    pub version: i32,
    pub name: String,
    /// Sanitised HTML.
    pub text_tr: String,
    pub text_en: String,
    pub text_ru: String,
    pub force_accept: bool,
    pub updated_at: DateTime<Utc>,
}

/// The agreement `slug` or a 404.
async fn find(state: &AppState, slug: &str) -> ApiResult<store::accounts::AgreementModel> {
    store::accounts::agreement(&state.db, slug).await?.ok_or_else(ApiError::not_found)
}
