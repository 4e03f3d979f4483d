//! A change in an appointment's life (created, cancelled, rescheduled, ...); daily limits count these.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "appointment_events")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub appointment_id: i64,
    pub salon_id: i64,
    pub account_id: Option<i64>,
    pub kind: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
