//! The bundled three-language catalogue (`crates/server/seed/catalogue.json`): departments,
//! categories and services. The synthetic seed reads its prices and add-ons too.

use std::collections::HashMap;

use chrono::Utc;
use domain::text::fold;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};
use serde::Deserialize;

use super::Report;
use crate::entities::*;

const CATALOGUE: &str = include_str!("../../../../server/seed/catalogue.json");

#[derive(Deserialize, Clone)]
pub(crate) struct Tri {
    pub(crate) tr: String,
    pub(crate) en: String,
    pub(crate) ru: String,
}

#[derive(Deserialize)]
pub(crate) struct Catalogue {
    pub(crate) departments: Vec<CatDepartment>,
}
#[derive(Deserialize)]
pub(crate) struct CatDepartment {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) icon: String,
    pub(crate) show_in_menu: bool,
    pub(crate) categories: Vec<CatCategory>,
}
#[derive(Deserialize)]
pub(crate) struct CatCategory {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) services: Vec<CatService>,
}
#[derive(Deserialize)]
pub(crate) struct CatService {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) description: Tri,
    pub(crate) duration_min: i32,
    pub(crate) price_min_try: i64,
    pub(crate) price_max_try: i64,
    pub(crate) is_multiple: bool,
    #[serde(default)]
    pub(crate) addons: Vec<CatAddon>,
}
#[derive(Deserialize)]
pub(crate) struct CatAddon {
    pub(crate) name: Tri,
    pub(crate) duration_min: i32,
    pub(crate) price_try: i64,
}

/// The catalogue as bundled.
pub(crate) fn bundled() -> anyhow::Result<Catalogue> {
    Ok(serde_json::from_str(CATALOGUE)?)
}

/// A catalogue service with the database ids the salons need.
#[derive(Clone)]
pub(super) struct SeededService {
    pub(super) id: i64,
    pub(super) category_id: i64,
    pub(super) index: (usize, usize, usize),
}

pub(super) async fn seed<C: ConnectionTrait>(
    db: &C,
    catalogue: &Catalogue,
    report: &mut Report,
) -> anyhow::Result<HashMap<String, Vec<SeededService>>> {
    let now = Utc::now();
    let mut by_department = HashMap::new();
    for (d_index, department) in catalogue.departments.iter().enumerate() {
        let dep = departments::ActiveModel {
            slug: Set(department.slug.clone()),
            name_tr: Set(department.name.tr.clone()),
            name_en: Set(department.name.en.clone()),
            name_ru: Set(department.name.ru.clone()),
            icon_svg: Set(department.icon.clone()),
            sort_order: Set(d_index as i32 + 1),
            show_in_menu: Set(department.show_in_menu),
            ..Default::default()
        }
        .insert(db)
        .await?;
        let mut seeded = Vec::new();
        for (c_index, category) in department.categories.iter().enumerate() {
            let cat = categories::ActiveModel {
                department_id: Set(dep.id),
                slug: Set(category.slug.clone()),
                name_tr: Set(category.name.tr.clone()),
                name_en: Set(category.name.en.clone()),
                name_ru: Set(category.name.ru.clone()),
                sort_order: Set(c_index as i32 + 1),
                ..Default::default()
            }
            .insert(db)
            .await?;
            for (s_index, service) in category.services.iter().enumerate() {
                let row = services::ActiveModel {
                    category_id: Set(cat.id),
                    slug: Set(service.slug.clone()),
                    name_tr: Set(service.name.tr.clone()),
                    name_en: Set(service.name.en.clone()),
                    name_ru: Set(service.name.ru.clone()),
                    description_tr: Set(Some(service.description.tr.clone())),
                    description_en: Set(Some(service.description.en.clone())),
                    description_ru: Set(Some(service.description.ru.clone())),
                    default_duration_min: Set(service.duration_min),
                    moderation_state: Set("approved".into()),
                    requested_by_salon_id: Set(None),
                    search_key: Set(fold(&format!("{} {} {}", service.name.tr, service.name.en, service.name.ru))),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                seeded.push(SeededService { id: row.id, category_id: cat.id, index: (d_index, c_index, s_index) });
                report.services += 1;
            }
        }
        by_department.insert(department.slug.clone(), seeded);
        report.departments += 1;
    }
    Ok(by_department)
}
