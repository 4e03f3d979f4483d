//! Reviews by the client (spec §3 review): one per completed visit, three ratings and a text.

mod list;
mod send_reply;

pub use list::*;
pub use send_reply::*;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct ReplySalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyReply {
    pub id: i64,
    pub act_id: Option<i64>,
    pub salon: Option<ReplySalon>,
    pub service_quality: i16,
    pub salon_atmosphere: i16,
    pub salon_cleanliness: i16,
    pub text: Option<String>,
    /// placed or rejected
    pub status: String,
    pub created_at: DateTime<Utc>,
}
