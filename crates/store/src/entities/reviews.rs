//! A review with three ratings; status placed (public), disputed (the salon rejected it and the
//! admin decides) or rejected (hidden); the salon's public answer.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "reviews")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub appointment_id: Option<i64>,
    pub account_id: Option<i64>,
    pub master_id: Option<i64>,
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub text: Option<String>,
    pub lang: String,
    pub status: String,
    pub created_at: DateTimeUtc,
    /// Why the salon disputed it or the admin rejected it.
    pub reason: Option<String>,
    /// The salon's public answer, shown under the review.
    pub answer: Option<String>,
    pub answered_at: Option<DateTimeUtc>,
    pub moderated_by: Option<i64>,
    pub moderated_at: Option<DateTimeUtc>,
    pub admin_decided_at: Option<DateTimeUtc>,
    /// Folded author name and text (`review_moderation::search_key`).
    pub search_key: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
