//! One change an admin made (or anyone while impersonating): the record, before and after.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "audit_changes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub actor_id: i64,
    pub impersonator_id: Option<i64>,
    pub action: String,
    pub entity: String,
    pub entity_id: i64,
    pub before_json: Option<String>,
    pub after_json: Option<String>,
    pub reason: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
