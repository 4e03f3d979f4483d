//! `GET /loyalty`: the salon's programme settings.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::loyalty::Programme;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::plan_gate::{Loyalty, SalonFeature};
use crate::state::AppState;

/// The programme as the salon's screen shows it; a salon that never saved one gets the defaults
/// of the form (switched off) and `updated_at` null.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoyaltySettings {
    pub enabled: bool,
    /// Points earned per 100 TRY paid for a completed visit (pro rata, rounded down).
    pub points_per_100_try: i32,
    /// What one point takes off a total, in kuruş.
    pub point_value_kurus: i32,
    /// The most of a booking's total points may pay, in percent.
    pub max_redeem_percent: i32,
    /// Months after which earned points expire; null: never.
    pub expiry_months: Option<i32>,
    pub updated_at: Option<DateTime<Utc>>,
}

/// The form's starting values: 5 points per 100 TRY, a point worth 1 TRY, at most half a total.
const DEFAULTS: Programme =
    Programme { enabled: false, points_per_100_try: 5, point_value_kurus: 100, max_redeem_percent: 50, expiry_months: Some(12) };

pub fn view(programme: Programme, updated_at: Option<DateTime<Utc>>) -> LoyaltySettings {
    LoyaltySettings {
        enabled: programme.enabled,
        points_per_100_try: programme.points_per_100_try,
        point_value_kurus: programme.point_value_kurus,
        max_redeem_percent: programme.max_redeem_percent,
        expiry_months: programme.expiry_months,
        updated_at,
    }
}

/// The salon's loyalty programme.
#[utoipa::path(get, path = "/loyalty", operation_id = "salon_loyalty_get", tag = "salon", responses((status = 200, body = LoyaltySettings)))]
pub async fn loyalty_settings(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Loyalty>,
) -> ApiResult<Json<LoyaltySettings>> {
    let saved = store::loyalty::programme(&state.db, staff.salon_id).await?;
    Ok(Json(match saved {
        Some(saved) => view(saved.programme, Some(saved.updated_at)),
        None => view(DEFAULTS, None),
    }))
}
