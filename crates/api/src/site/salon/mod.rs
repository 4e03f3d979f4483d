//! A salon's public page data: the salon, its services, its latest reviews, a master and a
//! master's portfolio case (spec §7 site: salon/{id}, salon-services/{id},
//! salon/employee-info/{id}, salon/case/{id}, salon-last-replies/{id}).

mod employee_info;
mod portfolio;
mod salon_last_replies;
mod salon_services;
mod show;

pub use employee_info::*;
pub use portfolio::*;
pub use salon_last_replies::*;
pub use salon_services::*;
pub use show::*;

use crate::error::{ApiError, ApiResult};
use crate::images::{ImageRef, image_ref};
use crate::site::salons::one_decimal;
use crate::state::AppState;
use domain::hours::hhmm;
use serde::Serialize;
use store::model::Salon;
use store::salon_page as page;
use utoipa::ToSchema;

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

async fn salon_or_404(state: &AppState, id_or_slug: &str) -> ApiResult<Salon> {
    page::find_salon(&state.db, id_or_slug).await?.ok_or_else(ApiError::not_found)
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
