//! What the admin's and the salon's review tables share (spec §4 "Review reply"): the row, the
//! filters read from the table query, the state a moderation call answers with, and the body of
//! a rejection. The admin's handlers are in `admin/replies`, the salon's in `salon/replies`.

use chrono::{DateTime, NaiveDate, Utc};
use domain::review::Status;
use serde::{Deserialize, Serialize};
use store::model::Review;
use store::review_moderation::{ReviewFilter, ReviewRow};
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::table::TableQuery;

/// One review in a moderation table.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewView {
    pub id: i64,
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub master_id: Option<i64>,
    pub master_name: Option<String>,
    /// The reviewed visit (none for reviews without one): `create-from-reply` needs it.
    pub appointment_id: Option<i64>,
    /// yyyy-MM-dd of the reviewed visit.
    pub visit_date: Option<NaiveDate>,
    /// The full name the client gave (the salon page shows "Ayşe K.").
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    /// The mean of the three ratings.
    pub rating: f64,
    pub text: Option<String>,
    /// `placed` (public), `disputed` (the salon rejected it; the admin decides), `rejected`.
    pub status: String,
    /// Why it was disputed or rejected.
    pub reason: Option<String>,
    /// The salon's public answer.
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    /// The admin has decided; the salon can no longer confirm or dispute it.
    pub admin_decided: bool,
    pub created_at: DateTime<Utc>,
}

impl From<ReviewRow> for ReviewView {
    fn from(r: ReviewRow) -> Self {
        ReviewView {
            id: r.id,
            salon_id: r.salon_id,
            salon_name: r.salon_name,
            salon_slug: r.salon_slug,
            master_id: r.master_id,
            master_name: r.master_name,
            appointment_id: r.appointment_id,
            visit_date: r.visit_date,
            author_name: r.author_name,
            service_quality: r.service_quality,
            atmosphere: r.atmosphere,
            cleanliness: r.cleanliness,
            rating: (r.rating * 100.0).round() / 100.0,
            text: r.text,
            status: r.status,
            reason: r.reason,
            answer: r.answer,
            answered_at: r.answered_at,
            admin_decided: r.admin_decided_at.is_some(),
            created_at: r.created_at,
        }
    }
}

/// A review's state after a moderation call.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewState {
    pub id: i64,
    pub status: String,
    pub reason: Option<String>,
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    pub admin_decided: bool,
}

impl From<Review> for ReviewState {
    fn from(r: Review) -> Self {
        ReviewState {
            id: r.id,
            status: r.status,
            reason: r.reason,
            answer: r.answer,
            answered_at: r.answered_at,
            admin_decided: r.admin_decided_at.is_some(),
        }
    }
}

/// A rejection (admin) or a dispute (salon).
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectBody {
    /// Required, at most 500 characters.
    #[schema(min_length = 1, max_length = 500)]
    pub reason: Option<String>,
}

/// The filters both tables offer: `status` checkbox (placed, disputed, rejected), `master`
/// radio (a master id), `rating` number range over the mean of the three ratings, `created`
/// date. The admin's table adds `salon` (a salon id) with `salon_filter`.
pub fn filter_of(query: &TableQuery, salon_filter: bool) -> ApiResult<ReviewFilter> {
    let statuses = Status::ALL.map(Status::as_str);
    Ok(ReviewFilter {
        search: query.search().map(str::to_owned),
        statuses: query.checkbox("status", &statuses)?,
        salon_id: if salon_filter { query.radio_id("salon")? } else { None },
        master_id: query.radio_id("master")?,
        rating: query.number_range("rating")?,
        created: query.date("created")?,
    })
}

/// The tabs' counts as the table's `meta`: `{"counts": {"placed": n, "disputed": n, "rejected": n}}`.
pub fn counts_meta(counts: Vec<(String, i64)>) -> serde_json::Value {
    let counts: serde_json::Map<String, serde_json::Value> = counts.into_iter().map(|(k, v)| (k, v.into())).collect();
    serde_json::json!({ "counts": counts })
}
