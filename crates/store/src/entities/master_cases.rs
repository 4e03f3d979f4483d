//! A portfolio case of a master: a piece of work, with photos, for a catalogue service.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "master_cases")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub master_id: i64,
    pub service_id: Option<i64>,
    pub done_on: Date,
    /// Minutes after midnight, salon time, when the work was done (optional).
    pub done_at_min: Option<i16>,
    pub description: Option<String>,
    pub created_at: DateTimeUtc,
    /// Hidden by the platform admin: not on the public pages.
    pub hidden: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
