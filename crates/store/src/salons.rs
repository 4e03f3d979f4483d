//! Salon queries for public listings.

use std::collections::HashMap;

use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect};

use crate::catalogue::localized;
use crate::entities::{categories, departments, districts, files, provinces, salon_photos, salon_services, salons, services};

/// A salon as a card in a list.
#[derive(Debug, Clone, PartialEq)]
pub struct SalonCard {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub district: String,
    pub address: String,
    pub rating: Option<f64>,
    pub reviews_count: i32,
    pub cover_key: Option<String>,
    /// The lowest discounted price of the salon's active services, in kuruş.
    pub price_from: Option<i64>,
    pub departments: Vec<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// Whether the viewing client bookmarked it (false for guests).
    pub is_favorite: bool,
    /// Kilometres from the point the list was sorted by, when it was.
    pub distance_km: Option<f64>,
}

/// Active salons, starred first, then by rating and number of reviews.
pub async fn best(db: &DatabaseConnection, locale: Locale, limit: u64, viewer: Option<i64>) -> Result<Vec<SalonCard>, DbErr> {
    let rows = salons::Entity::find()
        .filter(salons::Column::Status.eq("active"))
        .order_by_desc(salons::Column::IsStar)
        .order_by_desc(salons::Column::RatingAvg)
        .order_by_desc(salons::Column::ReviewsCount)
        .order_by_asc(salons::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    cards(db, locale, rows, viewer).await
}

#[derive(FromQueryResult)]
struct MinPrice {
    salon_id: i64,
    price: i64,
    discount_percent: i16,
}

#[derive(FromQueryResult)]
struct SalonDepartment {
    salon_id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
}

#[derive(FromQueryResult)]
struct Cover {
    salon_id: i64,
    storage_key: String,
}

/// Completes salon rows into cards with place names, price-from, cover, departments and the
/// viewer's bookmarks.
pub async fn cards(db: &DatabaseConnection, locale: Locale, rows: Vec<salons::Model>, viewer: Option<i64>) -> Result<Vec<SalonCard>, DbErr> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i64> = rows.iter().map(|s| s.id).collect();
    let province_names: HashMap<i64, String> = provinces::Entity::find()
        .filter(provinces::Column::Id.is_in(rows.iter().map(|s| s.province_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.id, p.name))
        .collect();
    let district_names: HashMap<i64, String> = districts::Entity::find()
        .filter(districts::Column::Id.is_in(rows.iter().map(|s| s.district_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();

    let mut price_from: HashMap<i64, i64> = HashMap::new();
    for row in salon_services::Entity::find()
        .select_only()
        .columns([salon_services::Column::SalonId, salon_services::Column::Price, salon_services::Column::DiscountPercent])
        .filter(salon_services::Column::SalonId.is_in(ids.clone()))
        .filter(salon_services::Column::Active.eq(true))
        .into_model::<MinPrice>()
        .all(db)
        .await?
    {
        let price = domain::Money(row.price).discounted(row.discount_percent.clamp(0, 100) as u8).kurus();
        price_from.entry(row.salon_id).and_modify(|p| *p = (*p).min(price)).or_insert(price);
    }

    let mut covers: HashMap<i64, String> = HashMap::new();
    for row in salon_photos::Entity::find()
        .select_only()
        .column(salon_photos::Column::SalonId)
        .column(files::Column::StorageKey)
        .join(sea_orm::JoinType::InnerJoin, salon_photos::Entity::belongs_to(files::Entity).from(salon_photos::Column::FileId).to(files::Column::Id).into())
        .filter(salon_photos::Column::SalonId.is_in(ids.clone()))
        .order_by_asc(salon_photos::Column::SortOrder)
        .into_model::<Cover>()
        .all(db)
        .await?
    {
        covers.entry(row.salon_id).or_insert(row.storage_key);
    }

    let mut department_names: HashMap<i64, Vec<String>> = HashMap::new();
    for row in salon_services::Entity::find()
        .select_only()
        .column(salon_services::Column::SalonId)
        .column(departments::Column::NameTr)
        .column(departments::Column::NameEn)
        .column(departments::Column::NameRu)
        .join(sea_orm::JoinType::InnerJoin, salon_services::Entity::belongs_to(services::Entity).from(salon_services::Column::ServiceId).to(services::Column::Id).into())
        .join(sea_orm::JoinType::InnerJoin, services::Entity::belongs_to(categories::Entity).from(services::Column::CategoryId).to(categories::Column::Id).into())
        .join(sea_orm::JoinType::InnerJoin, categories::Entity::belongs_to(departments::Entity).from(categories::Column::DepartmentId).to(departments::Column::Id).into())
        .filter(salon_services::Column::SalonId.is_in(ids.clone()))
        .group_by(salon_services::Column::SalonId)
        .group_by(departments::Column::Id)
        .group_by(departments::Column::NameTr)
        .group_by(departments::Column::NameEn)
        .group_by(departments::Column::NameRu)
        .group_by(departments::Column::SortOrder)
        .order_by_asc(departments::Column::SortOrder)
        .into_model::<SalonDepartment>()
        .all(db)
        .await?
    {
        department_names
            .entry(row.salon_id)
            .or_default()
            .push(localized(locale, &row.name_tr, &row.name_en, &row.name_ru).to_owned());
    }

    let favorites = match viewer {
        Some(account_id) => crate::favorites::favorite_ids(db, account_id, &ids).await?,
        None => Vec::new(),
    };

    Ok(rows
        .into_iter()
        .map(|s| SalonCard {
            is_favorite: favorites.contains(&s.id),
            lat: s.lat,
            lng: s.lng,
            distance_km: None,
            city: province_names.get(&s.province_id).cloned().unwrap_or_default(),
            district: district_names.get(&s.district_id).cloned().unwrap_or_default(),
            price_from: price_from.get(&s.id).copied(),
            cover_key: covers.remove(&s.id),
            departments: department_names.remove(&s.id).unwrap_or_default(),
            id: s.id,
            slug: s.slug,
            name: s.name,
            address: s.address,
            rating: s.rating_avg,
            reviews_count: s.reviews_count,
        })
        .collect())
}

/// Slugs of every active salon, for the sitemap.
pub async fn active_slugs(db: &DatabaseConnection) -> Result<Vec<String>, DbErr> {
    salons::Entity::find()
        .select_only()
        .column(salons::Column::Slug)
        .filter(salons::Column::Status.eq("active"))
        .order_by_asc(salons::Column::Id)
        .into_tuple::<String>()
        .all(db)
        .await
}
