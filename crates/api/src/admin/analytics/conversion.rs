//! `GET /analytics/conversion`: online bookings ÷ salon page views, overall and per salon, with
//! the views per page kind and referrer host. Views come from `POST /api/site/page-view`; a
//! booking counts on the day it was made (`source = online`), a view on the day it was seen.

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::platform_numbers::conversion_bp;
use serde::Serialize;
use utoipa::ToSchema;

use super::{KeyCount, PeriodQuery};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonConversionRow {
    pub salon_id: i64,
    pub salon_name: String,
    /// The salon's public page is `/salon/{slug}` (localised by the web).
    pub salon_slug: String,
    pub views: i64,
    pub bookings: i64,
    /// bookings ÷ views in basis points (100 = 1 %); null without views.
    pub conversion_bp: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Conversion {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub salon_page_views: i64,
    pub online_bookings: i64,
    /// online_bookings ÷ salon_page_views in basis points; null without views.
    pub conversion_bp: Option<i64>,
    /// Views of every page kind.
    pub all_page_views: i64,
    /// The 50 most viewed salons (or booked without views).
    pub salons: Vec<SalonConversionRow>,
    pub by_kind: Vec<KeyCount>,
    /// The 10 referrer hosts with most views; `""` is direct, `other` the hosts beyond a day's cap.
    pub by_referrer: Vec<KeyCount>,
}

/// Conversion of salon page views into online bookings.
#[utoipa::path(get, path = "/analytics/conversion", operation_id = "admin_analytics_conversion", tag = "admin", params(PeriodQuery),
    responses((status = 200, body = Conversion), (status = 422, body = crate::error::ErrorBody)))]
pub async fn conversion(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<Conversion>> {
    let period = query.period()?;
    let db = &state.db;
    use store::platform_numbers as numbers;
    let (totals, salons, by_kind, by_referrer) = tokio::try_join!(
        numbers::conversion_totals(db, &period),
        numbers::salon_conversions(db, &period),
        numbers::views_by_kind(db, &period),
        numbers::views_by_referrer(db, &period),
    )?;
    Ok(Json(Conversion {
        from: period.from,
        to: period.to,
        salon_page_views: totals.salon_page_views,
        online_bookings: totals.online_bookings,
        conversion_bp: conversion_bp(totals.online_bookings, totals.salon_page_views),
        all_page_views: totals.all_page_views,
        salons: salons
            .into_iter()
            .map(|s| SalonConversionRow {
                conversion_bp: conversion_bp(s.bookings, s.views),
                salon_id: s.salon_id,
                salon_name: s.salon_name,
                salon_slug: s.salon_slug,
                views: s.views,
                bookings: s.bookings,
            })
            .collect(),
        by_kind: by_kind.into_iter().map(KeyCount::from).collect(),
        by_referrer: by_referrer.into_iter().map(KeyCount::from).collect(),
    }))
}
