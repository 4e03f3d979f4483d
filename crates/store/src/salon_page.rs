//! What a salon page and a master page show: the salon with its hours, photos, amenities and
//! team; its services by category; ratings and the latest reviews; a master with portfolio cases.

use std::collections::HashMap;

use chrono::NaiveDate;
use domain::Locale;
use sea_orm::{
    ColumnTrait, DatabaseConnection, DbErr, EntityTrait, FromQueryResult, JoinType, QueryFilter, QueryOrder, QuerySelect, Value,
};

use crate::catalogue::localized;
use crate::entities::{
    files, master_case_photos, master_cases, master_services, masters, reviews, salon_amenities, salon_days_off, salon_photos,
    salon_service_options, salon_working_hours, salons, services,
};
use crate::salons::{SalonCard, cards};
use crate::sql::statement;

/// A salon by id.
pub async fn salon(db: &DatabaseConnection, id: i64) -> Result<Option<salons::Model>, DbErr> {
    salons::Entity::find_by_id(id).one(db).await
}

/// A salon by numeric id or by slug (pages use slugs, the API takes either).
pub async fn find_salon(db: &DatabaseConnection, id_or_slug: &str) -> Result<Option<salons::Model>, DbErr> {
    match id_or_slug.parse::<i64>() {
        Ok(id) => salon(db, id).await,
        Err(_) => salons::Entity::find().filter(salons::Column::Slug.eq(id_or_slug)).one(db).await,
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
pub async fn place(db: &DatabaseConnection, salon: &salons::Model) -> Result<SalonPlace, DbErr> {
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
pub async fn working_hours(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<salon_working_hours::Model>, DbErr> {
    salon_working_hours::Entity::find()
        .filter(salon_working_hours::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_working_hours::Column::Weekday)
        .all(db)
        .await
}

/// Days off and holidays from `from` on, soonest first.
pub async fn days_off_from(db: &DatabaseConnection, salon_id: i64, from: NaiveDate) -> Result<Vec<NaiveDate>, DbErr> {
    Ok(salon_days_off::Entity::find()
        .filter(salon_days_off::Column::SalonId.eq(salon_id))
        .filter(salon_days_off::Column::Day.gte(from))
        .order_by_asc(salon_days_off::Column::Day)
        .limit(60)
        .all(db)
        .await?
        .into_iter()
        .map(|d| d.day)
        .collect())
}

pub async fn amenities(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<String>, DbErr> {
    Ok(salon_amenities::Entity::find()
        .filter(salon_amenities::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_amenities::Column::Amenity)
        .all(db)
        .await?
        .into_iter()
        .map(|a| a.amenity)
        .collect())
}

/// The salon's gallery files, in order.
pub async fn photos(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<files::Model>, DbErr> {
    files::Entity::find()
        .join(
            JoinType::InnerJoin,
            files::Entity::belongs_to(salon_photos::Entity).from(files::Column::Id).to(salon_photos::Column::FileId).into(),
        )
        .filter(salon_photos::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_photos::Column::SortOrder)
        .order_by_asc(salon_photos::Column::Id)
        .all(db)
        .await
}

/// A storage key per file id, for photos shown beside names.
pub async fn storage_keys(db: &DatabaseConnection, ids: impl IntoIterator<Item = i64>) -> Result<HashMap<i64, files::Model>, DbErr> {
    Ok(files::Entity::find().filter(files::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|f| (f.id, f)).collect())
}

/// The first gallery photo of each salon of `salon_ids` (salons without photos are missing).
pub async fn cover_photos(db: &DatabaseConnection, salon_ids: &[i64]) -> Result<HashMap<i64, files::Model>, DbErr> {
    let mut first: HashMap<i64, i64> = HashMap::new();
    for photo in salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.is_in(salon_ids.to_vec()))
        .order_by_asc(salon_photos::Column::SortOrder)
        .order_by_asc(salon_photos::Column::Id)
        .all(db)
        .await?
    {
        first.entry(photo.salon_id).or_insert(photo.file_id);
    }
    let files = storage_keys(db, first.values().copied()).await?;
    Ok(first.into_iter().filter_map(|(salon, file)| files.get(&file).cloned().map(|f| (salon, f))).collect())
}

/// A master as a salon page lists them, with the salon services they do.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamMember {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    /// Storage key of the portrait.
    pub photo_key: Option<String>,
    pub salon_service_ids: Vec<i64>,
}

#[derive(FromQueryResult)]
struct TeamRow {
    id: i64,
    full_name: String,
    position: Option<String>,
    photo_key: Option<String>,
    salon_service_id: Option<i64>,
}

/// Masters under an active contract, in the salon's order: one row per master and service, so
/// the portraits and services come with the masters in one statement.
pub async fn team(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<TeamMember>, DbErr> {
    let sql = "SELECT m.id, m.full_name, m.position, f.storage_key AS photo_key, ms.salon_service_id \
               FROM masters m LEFT JOIN files f ON f.id = m.photo_file_id LEFT JOIN master_services ms ON ms.master_id = m.id \
               WHERE m.salon_id = ? AND m.contract_active = TRUE AND m.deleted_at IS NULL \
               ORDER BY m.sort_order, m.id, ms.id";
    let rows = TeamRow::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into()])).all(db).await?;
    let mut team: Vec<TeamMember> = Vec::new();
    for row in rows {
        if team.last().is_none_or(|m| m.id != row.id) {
            team.push(TeamMember {
                id: row.id,
                full_name: row.full_name,
                position: row.position,
                photo_key: row.photo_key,
                salon_service_ids: Vec::new(),
            });
        }
        if let (Some(member), Some(service)) = (team.last_mut(), row.salon_service_id) {
            member.salon_service_ids.push(service);
        }
    }
    Ok(team)
}

/// Averages of the three review ratings (spec §3 review) over placed reviews.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RatingSummary {
    pub service_quality: Option<f64>,
    pub atmosphere: Option<f64>,
    pub cleanliness: Option<f64>,
    pub count: i64,
}

impl RatingSummary {
    /// The overall mark: the mean of the three averages.
    pub fn average(&self) -> Option<f64> {
        Some((self.service_quality? + self.atmosphere? + self.cleanliness?) / 3.0)
    }
}

#[derive(FromQueryResult)]
struct RatingRow {
    service_quality: Option<f64>,
    atmosphere: Option<f64>,
    cleanliness: Option<f64>,
    n: i64,
}

/// Ratings of a salon, or of one master there when `master_id` is given.
pub async fn rating(db: &DatabaseConnection, salon_id: Option<i64>, master_id: Option<i64>) -> Result<RatingSummary, DbErr> {
    let (column, id) = match (salon_id, master_id) {
        (_, Some(id)) => ("master_id", id),
        (Some(id), None) => ("salon_id", id),
        (None, None) => return Ok(RatingSummary::default()),
    };
    let sql = format!(
        "SELECT AVG(CAST(service_quality AS DOUBLE PRECISION)) AS service_quality, AVG(CAST(atmosphere AS DOUBLE PRECISION)) AS atmosphere, \
                AVG(CAST(cleanliness AS DOUBLE PRECISION)) AS cleanliness, COUNT(*) AS n \
         FROM reviews WHERE {column} = ? AND status = 'placed'"
    );
    let row = RatingRow::find_by_statement(statement(db.get_database_backend(), &sql, vec![Value::from(id)])).one(db).await?;
    Ok(row.map_or_else(RatingSummary::default, |r| RatingSummary {
        service_quality: r.service_quality,
        atmosphere: r.atmosphere,
        cleanliness: r.cleanliness,
        count: r.n,
    }))
}

/// A placed review with the names a reader wants beside it.
#[derive(Debug, Clone)]
pub struct Reply {
    pub review: reviews::Model,
    pub master_name: Option<String>,
}

/// The latest placed reviews of a salon.
pub async fn last_replies(db: &DatabaseConnection, salon_id: i64, limit: u64) -> Result<Vec<Reply>, DbErr> {
    let rows = reviews::Entity::find()
        .filter(reviews::Column::SalonId.eq(salon_id))
        .filter(reviews::Column::Status.eq("placed"))
        .order_by_desc(reviews::Column::CreatedAt)
        .order_by_desc(reviews::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    let names: HashMap<i64, String> = masters::Entity::find()
        .filter(masters::Column::Id.is_in(rows.iter().filter_map(|r| r.master_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect();
    Ok(rows.into_iter().map(|review| Reply { master_name: review.master_id.and_then(|id| names.get(&id).cloned()), review }).collect())
}

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

/// The salon's active services grouped by category in catalogue order; `master_id` keeps only
/// the ones that master does.
pub async fn services(db: &DatabaseConnection, locale: Locale, salon_id: i64, master_id: Option<i64>) -> Result<Vec<ServiceGroup>, DbErr> {
    let mut sql = String::from(
        "SELECT ss.id, ss.service_id, ss.price, ss.discount_percent, ss.duration_min, ss.is_multiple, ss.description, \
                sv.name_tr, sv.name_en, sv.name_ru, sv.description_tr, sv.description_en, sv.description_ru, \
                cat.id AS category_id, cat.name_tr AS category_tr, cat.name_en AS category_en, cat.name_ru AS category_ru, \
                dep.name_tr AS department_tr, dep.name_en AS department_en, dep.name_ru AS department_ru \
         FROM salon_services ss JOIN services sv ON sv.id = ss.service_id JOIN categories cat ON cat.id = sv.category_id \
              JOIN departments dep ON dep.id = cat.department_id \
         WHERE ss.salon_id = ? AND ss.active = TRUE",
    );
    let mut values = vec![Value::from(salon_id)];
    if let Some(id) = master_id {
        sql.push_str(" AND EXISTS (SELECT 1 FROM master_services ms WHERE ms.salon_service_id = ss.id AND ms.master_id = ?)");
        values.push(id.into());
    }
    sql.push_str(" ORDER BY dep.sort_order, cat.sort_order, cat.id, sv.name_tr, ss.id");
    let rows = ServiceRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;

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

/// Active salons nearest to this one (the same province), as cards.
pub async fn nearby(
    db: &DatabaseConnection,
    locale: Locale,
    salon: &salons::Model,
    limit: u64,
    viewer: Option<i64>,
) -> Result<Vec<SalonCard>, DbErr> {
    let (Some(lat), Some(lng)) = (salon.lat, salon.lng) else { return Ok(Vec::new()) };
    crate::listing::nearest(db, locale, salon.province_id, (lat, lng), salon.id, limit, viewer).await
}

/// A master's portfolio case with its photos and service name.
#[derive(Debug, Clone)]
pub struct PortfolioCase {
    pub case: master_cases::Model,
    pub master_name: String,
    pub service_name: Option<String>,
    pub photos: Vec<files::Model>,
}

/// Portfolio cases of a master (newest first), or the one case `case_id`.
pub async fn cases(
    db: &DatabaseConnection,
    locale: Locale,
    master_id: Option<i64>,
    case_id: Option<i64>,
) -> Result<Vec<PortfolioCase>, DbErr> {
    let mut query = master_cases::Entity::find().order_by_desc(master_cases::Column::DoneOn).order_by_desc(master_cases::Column::Id);
    if let Some(id) = master_id {
        query = query.filter(master_cases::Column::MasterId.eq(id));
    }
    if let Some(id) = case_id {
        query = query.filter(master_cases::Column::Id.eq(id));
    }
    let rows = query.limit(60).all(db).await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let case_ids: Vec<i64> = rows.iter().map(|c| c.id).collect();
    let links = master_case_photos::Entity::find()
        .filter(master_case_photos::Column::CaseId.is_in(case_ids))
        .order_by_asc(master_case_photos::Column::SortOrder)
        .all(db)
        .await?;
    let mut files = storage_keys(db, links.iter().map(|l| l.file_id)).await?;
    let mut photos: HashMap<i64, Vec<files::Model>> = HashMap::new();
    for link in links {
        if let Some(file) = files.remove(&link.file_id) {
            photos.entry(link.case_id).or_default().push(file);
        }
    }
    let masters: HashMap<i64, String> = masters::Entity::find()
        .filter(masters::Column::Id.is_in(rows.iter().map(|c| c.master_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect();
    let services: HashMap<i64, String> = services::Entity::find()
        .filter(services::Column::Id.is_in(rows.iter().filter_map(|c| c.service_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, localized(locale, &s.name_tr, &s.name_en, &s.name_ru).to_owned()))
        .collect();
    Ok(rows
        .into_iter()
        .map(|case| PortfolioCase {
            master_name: masters.get(&case.master_id).cloned().unwrap_or_default(),
            service_name: case.service_id.and_then(|id| services.get(&id).cloned()),
            photos: photos.remove(&case.id).unwrap_or_default(),
            case,
        })
        .collect())
}

/// A master of any salon, unless removed.
pub async fn master(db: &DatabaseConnection, master_id: i64) -> Result<Option<masters::Model>, DbErr> {
    Ok(masters::Entity::find_by_id(master_id).one(db).await?.filter(|m| m.deleted_at.is_none()))
}

/// One salon as a card (department names, price-from, cover).
pub async fn card(db: &DatabaseConnection, locale: Locale, salon_id: i64, viewer: Option<i64>) -> Result<SalonCard, DbErr> {
    cards(db, locale, &[salon_id], viewer).await?.pop().ok_or(DbErr::RecordNotFound(format!("salon {salon_id}")))
}
