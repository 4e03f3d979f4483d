//! The services a salon sells, with their options and masters, grouped by category.

use crate::Error;
use std::collections::HashMap;

use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect, Value};

use crate::catalogue::localized;
use crate::entities::{master_services, masters, salon_service_options};
use crate::sql::statement;

/// A bookable option of a salon service: an add-on or a variant (subservice).
#[derive(Debug, Clone)]
pub struct ServiceOption {
    pub id: i64,
    pub name: String,
    pub price: i64,
    pub duration_min: i32,
}

/// A service as the salon sells it.
#[derive(Debug, Clone)]
pub struct SalonServiceItem {
    pub id: i64,
    pub service_id: i64,
    pub name: String,
    pub description: Option<String>,
    pub price: i64,
    pub discount_percent: i16,
    pub duration_min: i32,
    pub is_multiple: bool,
    pub addons: Vec<ServiceOption>,
    pub subservices: Vec<ServiceOption>,
    pub master_ids: Vec<i64>,
}

/// A category of the salon's services.
#[derive(Debug, Clone)]
pub struct ServiceGroup {
    pub category_id: i64,
    pub name: String,
    pub department: String,
    pub services: Vec<SalonServiceItem>,
}

#[derive(FromQueryResult)]
struct ServiceRow {
    id: i64,
    service_id: i64,
    price: i64,
    discount_percent: i16,
    duration_min: i32,
    is_multiple: bool,
    description: Option<String>,
    name_tr: String,
    name_en: String,
    name_ru: String,
    description_tr: Option<String>,
    description_en: Option<String>,
    description_ru: Option<String>,
    category_id: i64,
    category_tr: String,
    category_en: String,
    category_ru: String,
    department_tr: String,
    department_en: String,
    department_ru: String,
}

/// The salon's active services grouped by category in catalogue order, each with the bookable
/// masters who do it.
pub async fn services(db: &DatabaseConnection, locale: Locale, salon_id: i64) -> Result<Vec<ServiceGroup>, Error> {
    let sql = "SELECT ss.id, ss.service_id, ss.price, ss.discount_percent, ss.duration_min, ss.is_multiple, ss.description, \
                sv.name_tr, sv.name_en, sv.name_ru, sv.description_tr, sv.description_en, sv.description_ru, \
                cat.id AS category_id, cat.name_tr AS category_tr, cat.name_en AS category_en, cat.name_ru AS category_ru, \
                dep.name_tr AS department_tr, dep.name_en AS department_en, dep.name_ru AS department_ru \
         FROM salon_services ss JOIN services sv ON sv.id = ss.service_id JOIN categories cat ON cat.id = sv.category_id \
              JOIN departments dep ON dep.id = cat.department_id \
         WHERE ss.salon_id = ? AND ss.active = TRUE \
         ORDER BY dep.sort_order, cat.sort_order, cat.id, sv.name_tr, ss.id";
    let rows = ServiceRow::find_by_statement(statement(db.get_database_backend(), sql, vec![Value::from(salon_id)])).all(db).await?;

    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut options: HashMap<i64, (Vec<ServiceOption>, Vec<ServiceOption>)> = HashMap::new();
    for o in salon_service_options::Entity::find()
        .filter(salon_service_options::Column::SalonServiceId.is_in(ids.clone()))
        .order_by_asc(salon_service_options::Column::SortOrder)
        .order_by_asc(salon_service_options::Column::Id)
        .all(db)
        .await?
    {
        let option = ServiceOption {
            id: o.id,
            name: localized(locale, &o.name_tr, &o.name_en, &o.name_ru).to_owned(),
            price: o.price,
            duration_min: o.duration_min,
        };
        let entry = options.entry(o.salon_service_id).or_default();
        if o.kind == "subservice" { entry.1.push(option) } else { entry.0.push(option) }
    }
    let mut doers: HashMap<i64, Vec<i64>> = HashMap::new();
    let active_masters: Vec<i64> = masters::Entity::find()
        .select_only()
        .column(masters::Column::Id)
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::ContractActive.eq(true))
        // A master beyond the plan's limit (after a fall back to the free plan) is not bookable.
        .filter(masters::Column::PlanInactive.eq(false))
        .filter(masters::Column::DeletedAt.is_null())
        .into_tuple::<i64>()
        .all(db)
        .await?;
    for link in master_services::Entity::find()
        .filter(master_services::Column::SalonServiceId.is_in(ids))
        .filter(master_services::Column::MasterId.is_in(active_masters))
        .order_by_asc(master_services::Column::MasterId)
        .all(db)
        .await?
    {
        doers.entry(link.salon_service_id).or_default().push(link.master_id);
    }

    let mut groups: Vec<ServiceGroup> = Vec::new();
    for r in rows {
        let (addons, subservices) = options.remove(&r.id).unwrap_or_default();
        let catalogue_description = localized(
            locale,
            r.description_tr.as_deref().unwrap_or(""),
            r.description_en.as_deref().unwrap_or(""),
            r.description_ru.as_deref().unwrap_or(""),
        );
        let item = SalonServiceItem {
            id: r.id,
            service_id: r.service_id,
            name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
            // The salon's own words first; the catalogue's description otherwise.
            description: r
                .description
                .filter(|d| !d.trim().is_empty())
                .or_else(|| (!catalogue_description.is_empty()).then(|| catalogue_description.to_owned())),
            price: r.price,
            discount_percent: r.discount_percent,
            duration_min: r.duration_min,
            is_multiple: r.is_multiple,
            addons,
            subservices,
            master_ids: doers.remove(&r.id).unwrap_or_default(),
        };
        match groups.last_mut() {
            Some(group) if group.category_id == r.category_id => group.services.push(item),
            _ => groups.push(ServiceGroup {
                category_id: r.category_id,
                name: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
                department: localized(locale, &r.department_tr, &r.department_en, &r.department_ru).to_owned(),
                services: vec![item],
            }),
        }
    }
    Ok(groups)
}
