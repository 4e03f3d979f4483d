//! Page views counted per (day, route kind, salon, locale, referrer host); no personal data.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "page_view_counts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    #[sea_orm(primary_key, auto_increment = false)]
    pub kind: String,
    /// 0 for pages that name no salon.
    #[sea_orm(primary_key, auto_increment = false)]
    pub salon_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub locale: String,
    /// "" for direct visits and internal navigation.
    #[sea_orm(primary_key, auto_increment = false)]
    pub referrer_host: String,
    pub views: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
