//! The salon itself: by id or slug, its place names, hours and amenities, the salon as a card,
//! and the salons nearby.

use crate::Error;
use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder};

use crate::entities::{salon_amenities, salon_working_hours, salons};
use crate::salons::{SalonCard, cards};
use crate::sql::statement;

/// A salon by id.
pub async fn salon(db: &DatabaseConnection, id: i64) -> Result<Option<salons::Model>, Error> {
    salons::Entity::find_by_id(id).one(db).await.map_err(Error::from)
}

/// A salon by numeric id or by slug (pages use slugs, the API takes either).
pub async fn find_salon(db: &DatabaseConnection, id_or_slug: &str) -> Result<Option<salons::Model>, Error> {
    match id_or_slug.parse::<i64>() {
        Ok(id) => salon(db, id).await,
        Err(_) => salons::Entity::find().filter(salons::Column::Slug.eq(id_or_slug)).one(db).await.map_err(Error::from),
    }
}

/// Place names of a salon.
#[derive(Debug, Clone, Default)]
pub struct SalonPlace {
    pub city: String,
    pub district: String,
    pub neighbourhood: Option<String>,
}

#[derive(FromQueryResult)]
struct PlaceRow {
    city: Option<String>,
    district: Option<String>,
    neighbourhood: Option<String>,
}

/// The three names in one statement.
pub async fn place(db: &DatabaseConnection, salon: &salons::Model) -> Result<SalonPlace, Error> {
    let sql = "SELECT (SELECT name FROM provinces WHERE id = ?) AS city, (SELECT name FROM districts WHERE id = ?) AS district, \
                      (SELECT name FROM neighbourhoods WHERE id = ?) AS neighbourhood";
    let values = vec![salon.province_id.into(), salon.district_id.into(), salon.neighbourhood_id.into()];
    let row = PlaceRow::find_by_statement(statement(db.get_database_backend(), sql, values)).one(db).await?;
    Ok(row.map_or_else(SalonPlace::default, |r| SalonPlace {
        city: r.city.unwrap_or_default(),
        district: r.district.unwrap_or_default(),
        neighbourhood: r.neighbourhood,
    }))
}

/// Weekly hours, Monday (0) first; closed weekdays have no row.
pub async fn working_hours(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<salon_working_hours::Model>, Error> {
    salon_working_hours::Entity::find()
        .filter(salon_working_hours::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_working_hours::Column::Weekday)
        .all(db)
        .await
        .map_err(Error::from)
}

pub async fn amenities(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<String>, Error> {
    Ok(salon_amenities::Entity::find()
        .filter(salon_amenities::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_amenities::Column::Amenity)
        .all(db)
        .await?
        .into_iter()
        .map(|a| a.amenity)
        .collect())
}

/// Active salons nearest to this one (the same province), as cards.
pub async fn nearby(
    db: &DatabaseConnection,
    locale: Locale,
    salon: &salons::Model,
    limit: u64,
    viewer: Option<i64>,
) -> Result<Vec<SalonCard>, Error> {
    let (Some(lat), Some(lng)) = (salon.lat, salon.lng) else { return Ok(Vec::new()) };
    crate::listing::nearest(db, locale, salon.province_id, (lat, lng), salon.id, limit, viewer).await
}

/// One salon as a card (department names, price-from, cover).
pub async fn card(db: &DatabaseConnection, locale: Locale, salon_id: i64, viewer: Option<i64>) -> Result<SalonCard, Error> {
    cards(db, locale, &[salon_id], viewer).await?.pop().ok_or_else(|| DbErr::RecordNotFound(format!("salon {salon_id}")).into())
}
