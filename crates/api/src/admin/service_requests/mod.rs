//! `/api/admin/service-requests`: moderating salons' requests for services the catalogue lacks
//! (spec §4, §7 "approve (with data) and decline"; issue #17 item 3). The table, approve with
//! data, merge into an existing catalogue service, rename, decline with a reason, and the lookup
//! of merge targets. Every decision is audited (entity `service`) and notifies the salon.

mod approve;
mod decline;
mod list;
mod merge;
mod merge_targets;
mod rename;

pub use approve::*;
pub use decline::*;
pub use list::*;
pub use merge::*;
pub use merge_targets::*;
pub use rename::*;

use chrono::{DateTime, Utc};
use domain::Problems;
use domain::salon_settings::NAME_MAX_CHARS;
use serde::{Deserialize, Serialize};
use store::service_moderation::{Decision, ModerationRefusal, ModerationRow};
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorCode, FieldError};

/// A salon's request as the moderators' table shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceRequestRow {
    pub id: i64,
    /// In the reader's language (Turkish when that one is empty).
    pub name: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    pub category_id: i64,
    pub category: String,
    pub department_id: i64,
    pub department: String,
    /// None once the salon is deleted.
    pub salon_id: Option<i64>,
    pub salon: Option<String>,
    /// Kuruş the salon asked to sell it for; none for requests made before prices were asked.
    pub requested_price: Option<i64>,
    pub requested_duration_min: Option<i32>,
    pub default_duration_min: i32,
    /// `pending`, `approved`, `merged` or `declined`
    pub moderation_state: String,
    pub decline_reason: Option<String>,
    pub merged_into_service_id: Option<i64>,
    pub merged_into: Option<String>,
    pub created_at: DateTime<Utc>,
    pub moderated_at: Option<DateTime<Utc>>,
}

impl From<ModerationRow> for ServiceRequestRow {
    fn from(r: ModerationRow) -> Self {
        let [name_tr, name_en, name_ru] = r.names;
        ServiceRequestRow {
            id: r.id,
            name: r.name,
            name_tr,
            name_en,
            name_ru,
            category_id: r.category_id,
            category: r.category,
            department_id: r.department_id,
            department: r.department,
            salon_id: r.salon_id,
            salon: r.salon,
            requested_price: r.requested_price,
            requested_duration_min: r.requested_duration_min,
            default_duration_min: r.default_duration_min,
            moderation_state: r.moderation_state,
            decline_reason: r.decline_reason,
            merged_into_service_id: r.merged_into_service_id,
            merged_into: r.merged_into,
            created_at: r.created_at,
            moderated_at: r.moderated_at,
        }
    }
}

/// The names of a request as the moderator edits them: Turkish required, the others optional.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct RequestNames {
    pub name_tr: String,
    pub name_en: Option<String>,
    pub name_ru: Option<String>,
}

impl RequestNames {
    fn check(&self, out: &mut Problems) -> Option<[String; 3]> {
        let tr = out.required_text("name_tr", &self.name_tr, NAME_MAX_CHARS);
        let en = out.optional_text("name_en", self.name_en.as_deref(), NAME_MAX_CHARS).flatten();
        let ru = out.optional_text("name_ru", self.name_ru.as_deref(), NAME_MAX_CHARS).flatten();
        Some([tr?, en.unwrap_or_default(), ru.unwrap_or_default()])
    }
}

/// What a decision left the salon with.
#[derive(Debug, Serialize, ToSchema)]
pub struct DecisionResult {
    /// The catalogue service the salon now sells (the request itself, or the merge target).
    pub service_id: i64,
    /// The salon's binding to it; none when the salon asked no price (older requests) or is gone.
    pub binding_id: Option<i64>,
}

/// Signals the salon staff's new notifications on the realtime channel after the decision's
/// commit: their open pages move the counter and reload the requests list (its `kind`).
async fn signal(state: &crate::state::AppState, notified: &[(i64, i64)]) {
    for (account_id, id) in notified {
        state.realtime.publish(crate::realtime::Signal { account_id: *account_id, notification_id: Some(*id) }).await;
    }
}

impl From<Decision> for DecisionResult {
    fn from(d: Decision) -> Self {
        DecisionResult { service_id: d.service_id, binding_id: d.binding_id }
    }
}

/// The one mapping of a refused decision to its answer.
fn refused(refusal: ModerationRefusal) -> ApiError {
    match refusal {
        ModerationRefusal::NotFound => ApiError::not_found(),
        ModerationRefusal::NotPending => ApiError::new(ErrorCode::ServiceRequestAlreadyDecided),
        ModerationRefusal::UnknownCategory => ApiError::field("category_id", FieldError::new("wrong_format")),
        ModerationRefusal::UnknownTarget => ApiError::field("service_id", FieldError::new("wrong_format")),
    }
}
