//! A visitor's selection before booking: one salon, its services, a master and a time. Owned by a session (guests) or an account.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "baskets")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub session_id: Option<String>,
    pub account_id: Option<i64>,
    pub salon_id: i64,
    pub master_id: Option<i64>,
    pub provision_date: Option<Date>,
    pub start_min: Option<i16>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
