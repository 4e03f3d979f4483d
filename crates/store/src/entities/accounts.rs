//! A person who can log in. Roles live in `account_roles`; `active_role` is the one in use.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "accounts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub password_hash: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<Date>,
    pub photo_file_id: Option<i64>,
    pub active_role: String,
    pub locale: String,
    pub last_visit_at: Option<DateTimeUtc>,
    pub deletion_requested_at: Option<DateTimeUtc>,
    pub deleted_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
