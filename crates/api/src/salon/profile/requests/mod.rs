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
    /// `pending`, `approved` or `declined`
    pub moderation_state: String,
    pub default_duration_min: i32,
    pub created_at: chrono::DateTime<Utc>,
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
        }
    }
}
