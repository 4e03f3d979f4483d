//! A salon's public page data: the salon, its services, its latest reviews, a master and a
//! master's portfolio case (spec §7 site: salon/{id}, salon-services/{id},
//! salon/employee-info/{id}, salon/case/{id}, salon-last-replies/{id}).

use axum::Json;
use axum::extract::{Path, State};
use chrono::{Datelike, Timelike, Utc};
use domain::Locale;
use domain::hours::{DayHours, hhmm};
use serde::{Deserialize, Serialize};
use store::catalogue::localized;
use store::model::Salon;
use store::salon_page as page;
use utoipa::{IntoParams, ToSchema};

use crate::auth::MaybeUser;
use crate::error::{ApiError, ApiResult};
use crate::images::{ImageRef, file_url, image_ref};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::site::salons::{SalonCard, cards, one_decimal};
use crate::state::AppState;

/// Salons keep their local wall time in Turkey (DESIGN §4).
pub const SALON_TIME_ZONE: chrono_tz::Tz = domain::time::SALON_TIME_ZONE;
const NEARBY: u64 = 6;

#[derive(Debug, Serialize, ToSchema)]
pub struct WorkingHours {
    /// 0 = Monday … 6 = Sunday.
    pub weekday: u8,
    /// HH:mm
    pub open: String,
    /// HH:mm
    pub close: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Today {
    pub is_open: bool,
    /// HH:mm, when closed now but opening later today.
    pub opens_at: Option<String>,
    /// HH:mm, when open now.
    pub closes_at: Option<String>,
    pub day_off: bool,
}

#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
pub struct SalonSocialLinks {
    pub instagram: Option<String>,
    pub facebook: Option<String>,
    pub website: Option<String>,
}

/// Averages (one decimal) of the three review ratings.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingSummary {
    pub average: Option<f64>,
    pub service_quality: Option<f64>,
    pub atmosphere: Option<f64>,
    pub cleanliness: Option<f64>,
    pub count: i64,
}

impl From<page::RatingSummary> for RatingSummary {
    fn from(r: page::RatingSummary) -> Self {
        RatingSummary {
            average: r.average().map(one_decimal),
            service_quality: r.service_quality.map(one_decimal),
            atmosphere: r.atmosphere.map(one_decimal),
            cleanliness: r.cleanliness.map(one_decimal),
            count: r.count,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterCard {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    pub photo_url: Option<String>,
    /// Salon service ids this master does.
    pub service_ids: Vec<i64>,
}

/// Everything the salon page shows above its services and reviews.
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonDetails {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    pub city: String,
    pub district: String,
    pub neighbourhood: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub transport: Option<String>,
    pub about: Option<String>,
    pub social: SalonSocialLinks,
    pub custom_link: Option<String>,
    pub photos: Vec<ImageRef>,
    /// Working weekdays only.
    pub working_hours: Vec<WorkingHours>,
    /// Upcoming days off and holidays (yyyy-MM-dd).
    pub days_off: Vec<chrono::NaiveDate>,
    pub today: Today,
    pub amenities: Vec<String>,
    pub departments: Vec<String>,
    pub rating: RatingSummary,
    /// False once deactivated: the page says so and takes no bookings.
    pub is_active: bool,
    pub deactivation_reason: Option<String>,
    pub is_favorite: bool,
    pub masters: Vec<MasterCard>,
    /// Active salons nearby, nearest first.
    pub nearby: Vec<SalonCard>,
    pub price_from: Option<i64>,
    pub time_zone: String,
}

async fn salon_or_404(state: &AppState, id_or_slug: &str) -> ApiResult<Salon> {
    page::find_salon(&state.db, id_or_slug).await?.ok_or_else(ApiError::not_found)
}

/// The salon page's data; the page renderer embeds the same value. The parts are independent
/// reads, so they run concurrently on the pool's connections.
pub async fn load_details(state: &AppState, locale: Locale, id_or_slug: &str, viewer: Option<i64>) -> ApiResult<SalonDetails> {
    let salon = salon_or_404(state, id_or_slug).await?;
    let db = &state.db;
    let now = Utc::now().with_timezone(&SALON_TIME_ZONE);
    let (hours, days_off, place, photos, team, card, nearby, amenities, rating) = tokio::try_join!(
        page::working_hours(db, salon.id),
        page::days_off_from(db, salon.id, now.date_naive()),
        page::place(db, &salon),
        page::photos(db, salon.id),
        page::team(db, salon.id),
        page::card(db, locale, salon.id, viewer),
        page::nearby(db, locale, &salon, NEARBY, viewer),
        page::amenities(db, salon.id),
        page::rating(db, Some(salon.id), None),
    )?;
    let week: Vec<DayHours> =
        hours.iter().map(|h| DayHours { weekday: h.weekday as u8, open_min: h.open_min as u16, close_min: h.close_min as u16 }).collect();
    let today = domain::hours::today(
        &week,
        now.weekday().num_days_from_monday() as u8,
        (now.hour() * 60 + now.minute()) as u16,
        days_off.first() == Some(&now.date_naive()),
    );
    let about = localized(
        locale,
        salon.about_tr.as_deref().unwrap_or(""),
        salon.about_en.as_deref().unwrap_or(""),
        salon.about_ru.as_deref().unwrap_or(""),
    );
    Ok(SalonDetails {
        photos: photos.iter().enumerate().map(|(i, f)| image_ref(f, &format!("{} {}", salon.name, i + 1))).collect(),
        working_hours: week.iter().map(|h| WorkingHours { weekday: h.weekday, open: hhmm(h.open_min), close: hhmm(h.close_min) }).collect(),
        days_off,
        today: Today {
            is_open: today.is_open,
            opens_at: today.opens_at_min.map(hhmm),
            closes_at: today.closes_at_min.map(hhmm),
            day_off: today.day_off,
        },
        amenities,
        departments: card.departments,
        rating: rating.into(),
        is_active: salon.status == "active",
        deactivation_reason: (salon.status != "active").then(|| salon.deactivation_reason.clone()).flatten(),
        is_favorite: card.is_favorite,
        masters: team
            .into_iter()
            .map(|m| MasterCard {
                id: m.id,
                full_name: m.full_name,
                position: m.position,
                photo_url: m.photo_key.as_deref().map(file_url),
                service_ids: m.salon_service_ids,
            })
            .collect(),
        nearby: cards(nearby),
        price_from: card.price_from,
        time_zone: SALON_TIME_ZONE.name().to_owned(),
        social: serde_json::from_str(&salon.social).unwrap_or_default(),
        about: (!about.is_empty()).then(|| about.to_owned()),
        city: place.city,
        district: place.district,
        neighbourhood: place.neighbourhood,
        id: salon.id,
        slug: salon.slug,
        name: salon.name,
        phone: salon.phone,
        email: salon.email,
        address: salon.address,
        lat: salon.lat,
        lng: salon.lng,
        transport: salon.transport,
        custom_link: salon.custom_link,
    })
}

/// A salon by id or slug, with hours, photos, team, ratings and nearby salons.
#[utoipa::path(get, path = "/salon/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug")), responses((status = 200, body = SalonDetails), (status = 404, body = crate::error::ErrorBody)))]
pub async fn salon(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    Path(id): Path<String>,
) -> ApiResult<Json<SalonDetails>> {
    Ok(Json(load_details(&state, locale, &id, user.map(|u| u.account.id)).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceOption {
    pub id: i64,
    pub name: String,
    /// kuruş
    pub price: i64,
    pub duration_min: i32,
}

/// A service as the salon sells it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonServiceItem {
    /// The salon service id (what a booking names).
    pub id: i64,
    /// The catalogue service id.
    pub service_id: i64,
    pub name: String,
    pub description: Option<String>,
    /// kuruş, before discount
    pub price: i64,
    pub discount_percent: i16,
    /// kuruş, after discount
    pub final_price: i64,
    pub duration_min: i32,
    /// Can be added to one booking several times.
    pub is_multiple: bool,
    pub addons: Vec<ServiceOption>,
    pub subservices: Vec<ServiceOption>,
    pub master_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceCategory {
    pub id: i64,
    pub name: String,
    pub department: String,
    pub services: Vec<SalonServiceItem>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonServices {
    pub categories: Vec<ServiceCategory>,
}

fn option(o: page::ServiceOption) -> ServiceOption {
    ServiceOption { id: o.id, name: o.name, price: o.price, duration_min: o.duration_min }
}

fn service_item(s: page::SalonServiceItem) -> SalonServiceItem {
    SalonServiceItem {
        final_price: domain::money::final_price(s.price, s.discount_percent),
        id: s.id,
        service_id: s.service_id,
        name: s.name,
        description: s.description,
        price: s.price,
        discount_percent: s.discount_percent,
        duration_min: s.duration_min,
        is_multiple: s.is_multiple,
        addons: s.addons.into_iter().map(option).collect(),
        subservices: s.subservices.into_iter().map(option).collect(),
        master_ids: s.master_ids,
    }
}

pub async fn load_services(state: &AppState, locale: Locale, salon_id: i64) -> ApiResult<SalonServices> {
    let groups = page::services(&state.db, locale, salon_id, None).await?;
    Ok(SalonServices {
        categories: groups
            .into_iter()
            .map(|g| ServiceCategory {
                id: g.category_id,
                name: g.name,
                department: g.department,
                services: g.services.into_iter().map(service_item).collect(),
            })
            .collect(),
    })
}

/// The salon's services grouped by category, with prices, discounts, durations, options and masters.
#[utoipa::path(get, path = "/salon-services/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug")), responses((status = 200, body = SalonServices), (status = 404, body = crate::error::ErrorBody)))]
pub async fn salon_services(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<SalonServices>> {
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_services(&state, locale, salon.id).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RepliesQuery {
    /// How many reviews, 1 to 50 (default 10).
    pub limit: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Reply {
    pub id: i64,
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub text: Option<String>,
    pub created_at: chrono::DateTime<Utc>,
    pub master_name: Option<String>,
    pub service_name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonReplies {
    pub rating: RatingSummary,
    pub replies: Vec<Reply>,
}

pub async fn load_replies(state: &AppState, salon_id: i64, limit: u64) -> ApiResult<SalonReplies> {
    let replies = page::last_replies(&state.db, salon_id, limit.clamp(1, 50)).await?;
    Ok(SalonReplies {
        rating: page::rating(&state.db, Some(salon_id), None).await?.into(),
        replies: replies
            .into_iter()
            .map(|r| Reply {
                id: r.review.id,
                author_name: r.review.author_name,
                service_quality: r.review.service_quality,
                atmosphere: r.review.atmosphere,
                cleanliness: r.review.cleanliness,
                text: r.review.text,
                created_at: r.review.created_at,
                master_name: r.master_name,
                service_name: None,
            })
            .collect(),
    })
}

/// Rating averages and the latest placed reviews of a salon.
#[utoipa::path(get, path = "/salon-last-replies/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug"), RepliesQuery), responses((status = 200, body = SalonReplies), (status = 404, body = crate::error::ErrorBody)))]
pub async fn salon_last_replies(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<RepliesQuery>,
) -> ApiResult<Json<SalonReplies>> {
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_replies(&state, salon.id, query.limit.unwrap_or(10)).await?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioCase {
    pub id: i64,
    pub master_id: i64,
    pub master_name: String,
    pub service_name: Option<String>,
    pub date: chrono::NaiveDate,
    /// HH:mm
    pub time: Option<String>,
    pub description: Option<String>,
    pub photos: Vec<ImageRef>,
}

fn portfolio_case(c: page::PortfolioCase) -> PortfolioCase {
    let alt = c.service_name.clone().unwrap_or_else(|| c.master_name.clone());
    PortfolioCase {
        photos: c.photos.iter().map(|f| image_ref(f, &alt)).collect(),
        id: c.case.id,
        master_id: c.case.master_id,
        master_name: c.master_name,
        service_name: c.service_name,
        date: c.case.done_on,
        time: c.case.done_at_min.map(|m| hhmm(m as u16)),
        description: c.case.description,
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeSalon {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub address: String,
    pub city: String,
    pub district: String,
    pub is_active: bool,
}

/// A master's public page data.
#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeInfo {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    pub photo_url: Option<String>,
    pub description: Option<String>,
    pub salon: EmployeeSalon,
    pub services: Vec<SalonServiceItem>,
    pub cases: Vec<PortfolioCase>,
    pub rating: RatingSummary,
}

pub async fn load_employee(state: &AppState, locale: Locale, master_id: i64) -> ApiResult<EmployeeInfo> {
    let db = &state.db;
    let master = page::master(db, master_id).await?.filter(|m| m.contract_active).ok_or_else(ApiError::not_found)?;
    let salon = salon_or_404(state, &master.salon_id.to_string()).await?;
    let place = page::place(db, &salon).await?;
    let photo = match master.photo_file_id {
        Some(id) => page::storage_keys(db, [id]).await?.remove(&id),
        None => None,
    };
    let services = page::services(db, locale, salon.id, Some(master.id)).await?;
    Ok(EmployeeInfo {
        services: services.into_iter().flat_map(|g| g.services).map(service_item).collect(),
        cases: page::cases(db, locale, Some(master.id), None).await?.into_iter().map(portfolio_case).collect(),
        rating: page::rating(db, None, Some(master.id)).await?.into(),
        photo_url: photo.map(|f| file_url(&f.storage_key)),
        salon: EmployeeSalon {
            is_active: salon.status == "active",
            id: salon.id,
            slug: salon.slug,
            name: salon.name,
            address: salon.address,
            city: place.city,
            district: place.district,
        },
        id: master.id,
        full_name: master.full_name,
        position: master.position,
        description: master.description,
    })
}

/// A master: services, portfolio cases, about, ratings, and the salon to book at.
#[utoipa::path(get, path = "/salon/employee-info/{id}", tag = "site", params(("id" = String, Path, description = "Master id")), responses((status = 200, body = EmployeeInfo), (status = 404, body = crate::error::ErrorBody)))]
pub async fn employee_info(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<EmployeeInfo>> {
    let id: i64 = id.parse().map_err(|_| ApiError::not_found())?;
    Ok(Json(load_employee(&state, locale, id).await?))
}

/// One portfolio case with all its photos.
#[utoipa::path(get, path = "/salon/case/{id}", tag = "site", params(("id" = String, Path, description = "Case id")), responses((status = 200, body = PortfolioCase), (status = 404, body = crate::error::ErrorBody)))]
pub async fn portfolio(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<PortfolioCase>> {
    let id: i64 = id.parse().map_err(|_| ApiError::not_found())?;
    let case = page::cases(&state.db, locale, None, Some(id)).await?.into_iter().next().ok_or_else(ApiError::not_found)?;
    Ok(Json(portfolio_case(case)))
}
