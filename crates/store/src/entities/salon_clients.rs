//! A salon's own client card (CRM): online clients are matched by phone, walk-ins are created
//! by staff. `search_key` is the folded name, phone and e-mail for the table search.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salon_clients")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub account_id: Option<i64>,
    pub full_name: String,
    pub phone: String,
    pub email: Option<String>,
    pub birthday: Option<Date>,
    pub gender: Option<String>,
    pub photo_file_id: Option<i64>,
    pub search_key: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
