//! A service, subservice or add-on booked in an appointment.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "appointment_items")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub appointment_id: i64,
    pub salon_service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    pub price: i64,
    pub duration_min: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
