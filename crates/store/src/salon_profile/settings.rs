//! The salon's settings (spec §2 salon settings): main categories, about texts, weekly hours,
//! days off and holidays, amenities, time slicing and how bookings are confirmed. Availability
//! reads the same tables, so a saved change shows in free times at once.

use crate::Error;
use chrono::NaiveDate;
use domain::Locale;
use domain::hours::DayHours;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, Set,
};

use crate::catalogue::localized;
use crate::entities::{categories, departments, salon_amenities, salon_days_off, salon_main_categories, salon_working_hours, salons};

/// A category with its department, named in the request's language.
#[derive(Debug, Clone, PartialEq)]
pub struct CategoryRef {
    pub id: i64,
    pub name: String,
    pub department_id: i64,
    pub department: String,
}

/// A day off or holiday as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct DayOff {
    pub day: NaiveDate,
    /// `day_off` or `holiday`.
    pub kind: String,
    pub note: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Settings {
    pub main_categories: Vec<CategoryRef>,
    pub about: [Option<String>; 3],
    /// Working weekdays only, Monday (0) first.
    pub week: Vec<DayHours>,
    /// From `today` on, soonest first.
    pub days_off: Vec<DayOff>,
    pub amenities: Vec<String>,
    pub time_slicing: i16,
    pub auto_confirm: bool,
}

/// Categories by id with their departments, in catalogue order; unknown ids are left out.
pub async fn categories_by_id(db: &impl ConnectionTrait, locale: Locale, ids: &[i64]) -> Result<Vec<CategoryRef>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows = categories::Entity::find().filter(categories::Column::Id.is_in(ids.to_vec())).all(db).await?;
    let departments: std::collections::HashMap<i64, departments::Model> = departments::Entity::find()
        .filter(departments::Column::Id.is_in(rows.iter().map(|c| c.department_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d))
        .collect();
    let mut out: Vec<(i32, i32, CategoryRef)> = rows
        .into_iter()
        .filter_map(|c| {
            let d = departments.get(&c.department_id)?;
            Some((
                d.sort_order,
                c.sort_order,
                CategoryRef {
                    id: c.id,
                    name: localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned(),
                    department_id: d.id,
                    department: localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned(),
                },
            ))
        })
        .collect();
    out.sort_by_key(|(d, c, r)| (*d, *c, r.id));
    Ok(out.into_iter().map(|(_, _, r)| r).collect())
}

pub async fn settings(db: &DatabaseConnection, locale: Locale, salon_id: i64, today: NaiveDate) -> Result<Option<Settings>, Error> {
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(db).await? else { return Ok(None) };
    let main_ids: Vec<i64> = salon_main_categories::Entity::find()
        .filter(salon_main_categories::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_main_categories::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.category_id)
        .collect();
    let mut main_categories = categories_by_id(db, locale, &main_ids).await?;
    // The salon's own order (the order it picked them in), not the catalogue's.
    main_categories.sort_by_key(|c| main_ids.iter().position(|id| *id == c.id));
    let week = crate::salon_page::working_hours(db, salon_id)
        .await?
        .into_iter()
        .map(|h| DayHours { weekday: h.weekday as u8, open_min: h.open_min as u16, close_min: h.close_min as u16 })
        .collect();
    let days_off = salon_days_off::Entity::find()
        .filter(salon_days_off::Column::SalonId.eq(salon_id))
        .filter(salon_days_off::Column::Day.gte(today))
        .order_by_asc(salon_days_off::Column::Day)
        .all(db)
        .await?
        .into_iter()
        .map(|d| DayOff { day: d.day, kind: d.kind, note: d.note })
        .collect();
    Ok(Some(Settings {
        main_categories,
        about: [salon.about_tr.clone(), salon.about_en.clone(), salon.about_ru.clone()],
        week,
        days_off,
        amenities: crate::salon_page::amenities(db, salon_id).await?,
        time_slicing: salon.time_slicing,
        auto_confirm: salon.auto_confirm,
    }))
}

/// Validated settings to store.
#[derive(Debug, Clone)]
pub struct SettingsUpdate {
    pub main_categories: Vec<i64>,
    pub about: [Option<String>; 3],
    pub week: Vec<DayHours>,
    /// The days off from `today` on; earlier ones are history and stay as they are.
    pub days_off: Vec<NaiveDate>,
    pub amenities: Vec<String>,
    pub time_slicing: i16,
    pub auto_confirm: bool,
}

/// Stores all settings in one transaction. Days off that stay keep their kind and note (a
/// holiday stays a holiday); new ones are days off.
pub async fn save_settings(db: &DatabaseConnection, salon_id: i64, update: SettingsUpdate, today: NaiveDate) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&txn).await? else { return Ok(false) };
    let mut row = salon.into_active_model();
    let [about_tr, about_en, about_ru] = update.about;
    row.about_tr = Set(about_tr);
    row.about_en = Set(about_en);
    row.about_ru = Set(about_ru);
    row.time_slicing = Set(update.time_slicing);
    row.auto_confirm = Set(update.auto_confirm);
    row.update(&txn).await?;

    salon_main_categories::Entity::delete_many().filter(salon_main_categories::Column::SalonId.eq(salon_id)).exec(&txn).await?;
    for category_id in &update.main_categories {
        salon_main_categories::ActiveModel { salon_id: Set(salon_id), category_id: Set(*category_id), ..Default::default() }
            .insert(&txn)
            .await?;
    }

    salon_working_hours::Entity::delete_many().filter(salon_working_hours::Column::SalonId.eq(salon_id)).exec(&txn).await?;
    for day in &update.week {
        salon_working_hours::ActiveModel {
            salon_id: Set(salon_id),
            weekday: Set(i16::from(day.weekday)),
            open_min: Set(day.open_min as i16),
            close_min: Set(day.close_min as i16),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }

    let mut delete_days = salon_days_off::Entity::delete_many()
        .filter(salon_days_off::Column::SalonId.eq(salon_id))
        .filter(salon_days_off::Column::Day.gte(today));
    if !update.days_off.is_empty() {
        delete_days = delete_days.filter(salon_days_off::Column::Day.is_not_in(update.days_off.clone()));
    }
    delete_days.exec(&txn).await?;
    let kept: Vec<NaiveDate> = salon_days_off::Entity::find()
        .filter(salon_days_off::Column::SalonId.eq(salon_id))
        .filter(salon_days_off::Column::Day.gte(today))
        .all(&txn)
        .await?
        .into_iter()
        .map(|d| d.day)
        .collect();
    for day in update.days_off.iter().filter(|d| !kept.contains(d)) {
        salon_days_off::ActiveModel {
            salon_id: Set(salon_id),
            day: Set(*day),
            kind: Set("day_off".into()),
            note: Set(None),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }

    salon_amenities::Entity::delete_many().filter(salon_amenities::Column::SalonId.eq(salon_id)).exec(&txn).await?;
    for amenity in &update.amenities {
        salon_amenities::ActiveModel { salon_id: Set(salon_id), amenity: Set(amenity.clone()), ..Default::default() }.insert(&txn).await?;
    }
    txn.commit().await?;
    Ok(true)
}
