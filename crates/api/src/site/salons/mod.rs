//! Salon lists: the places list with its filters and sorts, and the best salons of the home page.

mod best_salons;
mod list;

pub use best_salons::*;
pub use list::*;

use crate::error::{ApiError, ApiResult, FieldError};
use crate::images::file_url;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use store::listing::{Area, SalonFilter, SalonSort};
use utoipa::{IntoParams, ToSchema};

/// A salon as a card in a list.
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonCard {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub district: String,
    pub address: String,
    pub rating: Option<f64>,
    pub reviews_count: i32,
    pub cover_url: Option<String>,
    /// Lowest price of the salon's services in kuruş.
    pub price_from: Option<i64>,
    pub departments: Vec<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// The logged-in client bookmarked it.
    pub is_favorite: bool,
    /// Kilometres from the point of a distance sort.
    pub distance_km: Option<f64>,
    /// With `service_id` in the query: that service's price after the discount, in kuruş, at
    /// this salon (the price sort orders by it too).
    pub service_price: Option<i64>,
    /// With `service_id` in the query: that service's minutes at this salon.
    pub service_duration_min: Option<i32>,
}

impl From<store::salons::SalonCard> for SalonCard {
    fn from(card: store::salons::SalonCard) -> Self {
        SalonCard {
            cover_url: card.cover_key.as_deref().map(file_url),
            id: card.id,
            slug: card.slug,
            name: card.name,
            city: card.city,
            district: card.district,
            address: card.address,
            rating: card.rating.map(one_decimal),
            reviews_count: card.reviews_count,
            price_from: card.price_from,
            departments: card.departments,
            lat: card.lat,
            lng: card.lng,
            is_favorite: card.is_favorite,
            distance_km: card.distance_km.map(one_decimal),
            service_price: card.asked_service.map(|s| s.price),
            service_duration_min: card.asked_service.map(|s| s.duration_min),
        }
    }
}

pub fn one_decimal(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

pub fn cards(cards: Vec<store::salons::SalonCard>) -> Vec<SalonCard> {
    cards.into_iter().map(SalonCard::from).collect()
}

/// Filters, sort and page of the places list (spec §2 places list). GET data as a query string;
/// `amenities` is comma separated or repeated as `amenities[0]=..&amenities[1]=..`.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SalonsQuery {
    pub department_id: Option<i64>,
    pub category_id: Option<i64>,
    pub service_id: Option<i64>,
    /// `province-{id}`, `district-{id}` or `subdistrict-{id}` (a neighbourhood).
    pub address: Option<String>,
    /// Lowest service price in kuruş.
    pub price_min: Option<i64>,
    /// Highest service price in kuruş.
    pub price_max: Option<i64>,
    /// Minimum average rating, 1 to 5.
    pub rating_min: Option<f64>,
    /// Amenity codes the salon must all have, comma separated.
    pub amenities: Option<String>,
    /// Open on this day (yyyy-MM-dd).
    pub date: Option<NaiveDate>,
    /// With `date`: open at this time (HH:mm).
    pub time: Option<String>,
    /// Free text: a salon name or a service.
    pub q: Option<String>,
    /// `rating` (default), `price`, `distance` (needs lat and lng) or `newest`.
    pub sort_by: Option<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// 1-based page (default 1; 0 reads as 1), at most 10000.
    #[param(minimum = 0, maximum = 10000)]
    pub page: Option<u64>,
    /// Salons per page, 1 to 48 (default 12).
    #[param(minimum = 1, maximum = 48)]
    pub per_page: Option<u64>,
}

pub const PER_PAGE_DEFAULT: u64 = 12;

pub const PER_PAGE_MAX: u64 = 48;

/// Parses `province-34`, `district-1103`, `subdistrict-40211`.
pub fn parse_area(value: &str) -> Option<Area> {
    let (kind, id) = value.rsplit_once('-')?;
    let id: i64 = id.parse().ok()?;
    match kind {
        "province" => Some(Area::Province(id)),
        "district" => Some(Area::District(id)),
        "subdistrict" => Some(Area::Neighbourhood(id)),
        _ => None,
    }
}

/// The query's form of an area, as [`parse_area`] reads it.
pub fn format_area(area: Area) -> String {
    match area {
        Area::Province(id) => format!("province-{id}"),
        Area::District(id) => format!("district-{id}"),
        Area::Neighbourhood(id) => format!("subdistrict-{id}"),
    }
}

fn parse_minute(value: &str) -> Option<i16> {
    let (h, m) = value.split_once(':')?;
    let (h, m): (i16, i16) = (h.parse().ok()?, m.parse().ok()?);
    ((0..24).contains(&h) && (0..60).contains(&m)).then_some(h * 60 + m)
}

/// Amenity codes from `amenities=a,b` and from `amenities[0]=a&amenities[1]=b`.
fn amenities(query: &SalonsQuery, raw: Option<&str>) -> Vec<String> {
    let mut codes: Vec<String> = query.amenities.iter().flat_map(|list| list.split(',')).map(|c| c.trim().to_owned()).collect();
    if let Some(raw) = raw {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(raw).unwrap_or_default();
        codes.extend(pairs.into_iter().filter(|(k, _)| k.starts_with("amenities[")).map(|(_, v)| v.trim().to_owned()));
    }
    codes.retain(|c| !c.is_empty());
    codes.sort();
    codes.dedup();
    codes
}

impl SalonsQuery {
    /// The store's filter, sort and page, or the 422 naming the first bad parameter.
    pub fn parse(&self, raw: Option<&str>) -> ApiResult<(SalonFilter, SalonSort, u64, u64)> {
        let area = match self.address.as_deref().filter(|a| !a.is_empty()) {
            Some(value) => Some(parse_area(value).ok_or_else(|| ApiError::field("address", FieldError::new("wrong_format")))?),
            None => None,
        };
        if let Some(rating) = self.rating_min
            && !(0.0..=5.0).contains(&rating)
        {
            return Err(ApiError::field("rating_min", FieldError::new("between").with("min", 1).with("max", 5)));
        }
        for (name, price) in [("price_min", self.price_min), ("price_max", self.price_max)] {
            if price.is_some_and(|p| p < 0) {
                return Err(ApiError::field(name, FieldError::new("min_value").with("min", 0)));
            }
        }
        let open_at_min = match self.time.as_deref().filter(|t| !t.is_empty()) {
            Some(time) => Some(parse_minute(time).ok_or_else(|| ApiError::field("time", FieldError::new("wrong_format")))?),
            None => None,
        };
        if open_at_min.is_some() && self.date.is_none() {
            return Err(ApiError::field("date", FieldError::new("date_time_required")));
        }
        let sort = match self.sort_by.as_deref().unwrap_or("rating") {
            "rating" | "" => SalonSort::Rating,
            "price" => SalonSort::Price,
            "newest" => SalonSort::Newest,
            "distance" => match (self.lat, self.lng) {
                (Some(lat), Some(lng)) if (-90.0..=90.0).contains(&lat) && (-180.0..=180.0).contains(&lng) => {
                    SalonSort::Distance { lat, lng }
                }
                _ => return Err(ApiError::field("lat", FieldError::new("required"))),
            },
            _ => return Err(ApiError::field("sort_by", FieldError::new("wrong_format"))),
        };
        // A page of 0 has always meant the first one (old links carry it); beyond the bound is a 422.
        let window = domain::paging::page(Some(self.page.unwrap_or(1).max(1)), self.per_page, PER_PAGE_DEFAULT, PER_PAGE_MAX)?;
        let per_page = window.limit;
        let filter = SalonFilter {
            department_id: self.department_id,
            category_id: self.category_id,
            service_id: self.service_id,
            area,
            price_min: self.price_min,
            price_max: self.price_max,
            rating_min: self.rating_min,
            amenities: amenities(self, raw),
            open_on: self.date,
            open_at_min,
            text: self.q.as_deref().map(str::trim).filter(|q| !q.is_empty()).map(str::to_owned),
        };
        Ok((filter, sort, self.page.unwrap_or(1).max(1), per_page))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn areas_parse() {
        assert_eq!(parse_area("district-12"), Some(Area::District(12)));
        assert_eq!(parse_area("subdistrict-5"), Some(Area::Neighbourhood(5)));
        assert_eq!(parse_area("province-34"), Some(Area::Province(34)));
        assert_eq!(parse_area("city-34"), None);
        assert_eq!(parse_area("district-x"), None);
        for area in [Area::Province(34), Area::District(12), Area::Neighbourhood(5)] {
            assert_eq!(parse_area(&format_area(area)), Some(area));
        }
    }

    #[test]
    fn amenities_come_in_both_shapes() {
        let query = SalonsQuery { amenities: Some("wifi, parking".into()), ..Default::default() };
        assert_eq!(amenities(&query, Some("amenities[0]=women_only&amenities[1]=wifi")), vec!["parking", "wifi", "women_only"]);
    }

    #[test]
    fn times_parse() {
        assert_eq!(parse_minute("09:30"), Some(570));
        assert_eq!(parse_minute("24:00"), None);
    }
}
