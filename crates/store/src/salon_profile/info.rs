//! The salon's profile: name, phone, e-mail, address and place, map pin, transport, social
//! links and custom link.

use crate::Error;
use domain::text::fold;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, FromQueryResult, IntoActiveModel, Set, Value};

use crate::entities::{districts, neighbourhoods, provinces, salons};
use crate::sql::statement;

/// The salon with the names of its province, district and neighbourhood.
#[derive(Debug, Clone)]
pub struct Profile {
    pub salon: salons::Model,
    pub province: Option<provinces::Model>,
    pub district: Option<districts::Model>,
    pub neighbourhood: Option<neighbourhoods::Model>,
}

pub async fn profile(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<Profile>, Error> {
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(db).await? else { return Ok(None) };
    let province = provinces::Entity::find_by_id(salon.province_id).one(db).await?;
    let district = districts::Entity::find_by_id(salon.district_id).one(db).await?;
    let neighbourhood = match salon.neighbourhood_id {
        Some(id) => neighbourhoods::Entity::find_by_id(id).one(db).await?,
        None => None,
    };
    Ok(Some(Profile { salon, province, district, neighbourhood }))
}

/// Where a salon is: a district of a province, optionally a neighbourhood of that district.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub province_id: i64,
    pub district_id: i64,
    pub neighbourhood_id: Option<i64>,
}

/// Why place ids do not make a place: the field that is unknown or does not belong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceError {
    /// Neither a district nor a neighbourhood was given.
    Missing,
    Unknown(&'static str),
    Mismatch(&'static str),
}

/// Resolves the ids a form sends into one consistent place. A neighbourhood alone is enough
/// (the lookup's `subdistrict-{id}`); the district and province, when also sent, must be its.
pub async fn resolve_place(
    db: &impl ConnectionTrait,
    province_id: Option<i64>,
    district_id: Option<i64>,
    neighbourhood_id: Option<i64>,
) -> Result<Result<Place, PlaceError>, Error> {
    let neighbourhood = match neighbourhood_id {
        Some(id) => match neighbourhoods::Entity::find_by_id(id).one(db).await? {
            Some(n) => Some(n),
            None => return Ok(Err(PlaceError::Unknown("neighbourhood_id"))),
        },
        None => None,
    };
    let district_id = match (district_id, &neighbourhood) {
        (Some(d), Some(n)) if n.district_id != d => return Ok(Err(PlaceError::Mismatch("neighbourhood_id"))),
        (Some(d), _) => d,
        (None, Some(n)) => n.district_id,
        (None, None) => return Ok(Err(PlaceError::Missing)),
    };
    let Some(district) = districts::Entity::find_by_id(district_id).one(db).await? else {
        return Ok(Err(PlaceError::Unknown("district_id")));
    };
    if province_id.is_some_and(|p| p != district.province_id) {
        return Ok(Err(PlaceError::Mismatch("province_id")));
    }
    Ok(Ok(Place { province_id: district.province_id, district_id: district.id, neighbourhood_id: neighbourhood.map(|n| n.id) }))
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

/// Whether `phone` belongs to another salon, or to a salon admin who is not staff of this salon
/// (spec §5: the salon phone must not duplicate an existing salon admin's).
pub async fn phone_taken(db: &impl ConnectionTrait, salon_id: i64, phone: &str) -> Result<bool, Error> {
    let sql = "SELECT (SELECT COUNT(*) FROM salons WHERE phone = ? AND id <> ?) + \
                      (SELECT COUNT(*) FROM accounts a JOIN account_roles r ON r.account_id = a.id \
                       WHERE a.phone = ? AND r.role = 'salon_admin' AND (r.salon_id IS NULL OR r.salon_id <> ?) \
                         AND NOT EXISTS (SELECT 1 FROM account_roles own WHERE own.account_id = a.id \
                                         AND own.role IN ('salon_admin', 'salon_manager') AND own.salon_id = ?)) AS n";
    let values: Vec<Value> = vec![phone.into(), salon_id.into(), phone.into(), salon_id.into(), salon_id.into()];
    let row = Count::find_by_statement(statement(db.get_database_backend(), sql, values)).one(db).await?;
    Ok(row.is_some_and(|r| r.n > 0))
}

/// A validated profile to store.
#[derive(Debug, Clone)]
pub struct ProfileUpdate {
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    pub place: Place,
    pub coordinates: Option<(f64, f64)>,
    pub transport: Option<String>,
    /// The social links as the JSON object `salons.social` holds.
    pub social: String,
    pub custom_link: Option<String>,
    /// The legal details on the salon's invoices; `None` leaves them as they are.
    pub legal: Option<LegalDetails>,
}

/// The salon's legal details (migration 000021), printed on its subscription invoices.
#[derive(Debug, Clone, Default)]
pub struct LegalDetails {
    pub legal_name: Option<String>,
    pub tax_number: Option<String>,
    pub tax_office: Option<String>,
    pub billing_address: Option<String>,
}

/// Stores the profile. The search key follows the name (the salon search and its FTS index read
/// it); the slug does not, so links to the salon page never break.
pub async fn update_profile(db: &impl ConnectionTrait, salon_id: i64, update: ProfileUpdate) -> Result<Option<salons::Model>, Error> {
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(db).await? else { return Ok(None) };
    let mut row = salon.into_active_model();
    row.search_key = Set(fold(&update.name));
    row.name = Set(update.name);
    row.phone = Set(update.phone);
    row.email = Set(update.email);
    row.address = Set(update.address);
    row.province_id = Set(update.place.province_id);
    row.district_id = Set(update.place.district_id);
    row.neighbourhood_id = Set(update.place.neighbourhood_id);
    row.lat = Set(update.coordinates.map(|c| c.0));
    row.lng = Set(update.coordinates.map(|c| c.1));
    row.transport = Set(update.transport);
    row.social = Set(update.social);
    row.custom_link = Set(update.custom_link);
    if let Some(legal) = update.legal {
        row.legal_name = Set(legal.legal_name);
        row.tax_number = Set(legal.tax_number);
        row.tax_office = Set(legal.tax_office);
        row.billing_address = Set(legal.billing_address);
    }
    Ok(Some(row.update(db).await?))
}
