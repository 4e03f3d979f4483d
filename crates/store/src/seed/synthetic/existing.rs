//! What the database already holds that the synthetic salons are made from: the geography, the
//! catalogue's approved services and the first demo salon's photos.

use std::collections::{BTreeMap, HashMap};

use anyhow::Context;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::Db;
use crate::entities::*;
use crate::seed::demo::catalogue::CatService;

/// A catalogue service as the generator needs it.
pub(super) struct Service {
    pub(super) id: i64,
    pub(super) category_id: i64,
    pub(super) slug: String,
    pub(super) duration_min: i32,
    pub(super) is_multiple: bool,
}

pub(super) struct Place {
    pub(super) code: i64,
    pub(super) lat: f64,
    pub(super) lng: f64,
    /// (district id, district name, neighbourhood ids)
    pub(super) districts: Vec<(i64, String, Vec<i64>)>,
}

/// The rows the synthetic salons point at, in id order.
pub(super) struct Existing {
    /// By province code: the provinces that have districts.
    pub(super) places: BTreeMap<i64, Place>,
    pub(super) services_by_department: BTreeMap<String, Vec<Service>>,
    /// The first demo salon's photos, shared by every synthetic salon.
    pub(super) photo_files: Vec<i64>,
}

/// Reads them; `prices` (the bundled catalogue by service slug) says which services are multiple.
pub(super) async fn read(db: &Db, prices: &HashMap<&str, &CatService>) -> anyhow::Result<Existing> {
    // Geography: provinces with their districts and neighbourhoods, in id order.
    let provinces = provinces::Entity::find().order_by_asc(provinces::Column::Id).all(db).await?;
    let mut districts_by_province: BTreeMap<i64, Vec<(i64, String, Vec<i64>)>> = BTreeMap::new();
    let mut neighbourhoods_by_district: HashMap<i64, Vec<i64>> = HashMap::new();
    for (id, district_id) in neighbourhoods::Entity::find()
        .select_only()
        .columns([neighbourhoods::Column::Id, neighbourhoods::Column::DistrictId])
        .order_by_asc(neighbourhoods::Column::Id)
        .into_tuple::<(i64, i64)>()
        .all(db)
        .await?
    {
        neighbourhoods_by_district.entry(district_id).or_default().push(id);
    }
    for d in districts::Entity::find().order_by_asc(districts::Column::Id).all(db).await? {
        let hoods = neighbourhoods_by_district.remove(&d.id).unwrap_or_default();
        districts_by_province.entry(d.province_id).or_default().push((d.id, d.name, hoods));
    }
    let places: BTreeMap<i64, Place> = provinces
        .iter()
        .filter_map(|p| {
            let districts = districts_by_province.remove(&p.id)?;
            Some((p.id, Place { code: p.id, lat: p.lat, lng: p.lng, districts }))
        })
        .collect();
    anyhow::ensure!(!places.is_empty(), "no districts seeded");

    // Catalogue: approved services by department slug.
    let department_slugs: HashMap<i64, String> = departments::Entity::find().all(db).await?.into_iter().map(|d| (d.id, d.slug)).collect();
    let category_department: HashMap<i64, i64> =
        categories::Entity::find().all(db).await?.into_iter().map(|c| (c.id, c.department_id)).collect();
    let mut services_by_department: BTreeMap<String, Vec<Service>> = BTreeMap::new();
    for s in
        services::Entity::find().filter(services::Column::ModerationState.eq("approved")).order_by_asc(services::Column::Id).all(db).await?
    {
        let Some(slug) = category_department.get(&s.category_id).and_then(|d| department_slugs.get(d)) else { continue };
        services_by_department.entry(slug.clone()).or_default().push(Service {
            id: s.id,
            category_id: s.category_id,
            is_multiple: prices.get(s.slug.as_str()).is_some_and(|p| p.is_multiple),
            slug: s.slug,
            duration_min: s.default_duration_min,
        });
    }
    anyhow::ensure!(!services_by_department.is_empty(), "no catalogue services seeded");

    // The first demo salon's photos, shared by every synthetic salon.
    let first_salon =
        salons::Entity::find().order_by_asc(salons::Column::Id).one(db).await?.context("no demo salon: run `randevu seed --demo` first")?;
    let photo_files: Vec<i64> = salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.eq(first_salon.id))
        .order_by_asc(salon_photos::Column::SortOrder)
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.file_id)
        .collect();
    Ok(Existing { places, services_by_department, photo_files })
}
