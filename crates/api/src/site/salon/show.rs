//! A salon by id or slug, with hours, photos, team, ratings and nearby salons.

use crate::auth::MaybeUser;
use crate::error::ApiResult;
use crate::images::{ImageRef, file_url, image_ref};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::site::salons::{SalonCard, cards};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Datelike, Timelike, Utc};
use domain::Locale;
use domain::hours::{DayHours, hhmm};
use serde::{Deserialize, Serialize};
use store::catalogue::localized;
use store::salon_page as page;
use utoipa::ToSchema;

use super::*;

/// Salons keep their local wall time in Turkey (DESIGN §4).
pub const SALON_TIME_ZONE: chrono_tz::Tz = domain::time::SALON_TIME_ZONE;

const NEARBY: u64 = 6;
/// The page lists the salon's coming days off up to this many.
const DAYS_OFF_SHOWN: usize = 60;

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

/// The salon page's data about `salon` (its row as just read); the page renderer embeds the same
/// value. The parts are independent reads, so they run concurrently on the pool's connections.
pub async fn load_details(state: &AppState, locale: Locale, salon: Salon, viewer: Option<i64>) -> ApiResult<SalonDetails> {
    let db = &state.db;
    let now = Utc::now().with_timezone(&SALON_TIME_ZONE);
    // The team, the hours and the days off come from the salon's kept catalogue (no statement
    // while the salon row says it is current).
    let (team, place, photos, card, nearby, amenities, rating) = tokio::try_join!(
        state.catalogues.team(db, &salon),
        page::place(db, &salon),
        page::photos(db, salon.id),
        page::card(db, locale, salon.id, viewer),
        page::nearby(db, locale, &salon, NEARBY, viewer),
        page::amenities(db, salon.id),
        page::rating(db, Some(salon.id), None),
    )?;
    let days_off = team.days_off_from(now.date_naive(), DAYS_OFF_SHOWN);
    let week: Vec<DayHours> = (0u8..)
        .zip(team.weekly_hours())
        .filter_map(|(weekday, hours)| hours.map(|(open_min, close_min)| DayHours { weekday, open_min, close_min }))
        .collect();
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
            .masters
            .iter()
            .map(|m| MasterCard {
                id: m.master.id,
                full_name: m.master.full_name.clone(),
                position: m.master.position.clone(),
                photo_url: m.portrait.as_ref().map(|f| file_url(&f.storage_key)),
                service_ids: m.services.iter().copied().collect(),
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
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_details(&state, locale, salon, user.map(|u| u.account.id)).await?))
}
