//! `POST services/request` and `GET services/requests`: a salon asks for a service the catalogue
//! lacks (spec §4: under moderation) and follows its state (pending, approved, declined).

mod create;
mod list;

pub use create::*;
pub use list::*;

use chrono::Utc;
use serde::Serialize;
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

/// A service the salon asked for.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceRequest {
    /// The catalogue service id (bindable once approved).
    pub id: i64,
    pub name: String,
    pub category: String,
    pub department: String,
    /// `pending`, `approved`, `merged` (into an existing catalogue service, see `merged_into`)
    /// or `declined` (see `decline_reason`)
    pub moderation_state: String,
    pub default_duration_min: i32,
    pub created_at: chrono::DateTime<Utc>,
    /// Kuruş the salon asked to sell it for.
    pub requested_price: Option<i64>,
    pub decline_reason: Option<String>,
    /// The catalogue service (in the reader's language) the salon now sells in its place.
    pub merged_into: Option<String>,
}

impl From<profile::ServiceRequestRow> for ServiceRequest {
    fn from(r: profile::ServiceRequestRow) -> Self {
        ServiceRequest {
            id: r.id,
            name: r.name,
            category: r.category,
            department: r.department,
            moderation_state: r.moderation_state,
            default_duration_min: r.default_duration_min,
            created_at: r.created_at,
            requested_price: r.requested_price,
            decline_reason: r.decline_reason,
            merged_into: r.merged_into,
        }
    }
}
