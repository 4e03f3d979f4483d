//! `PUT /loyalty`: saves the salon's programme.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::loyalty::{EXPIRY_MONTHS_MAX, POINT_VALUE_MAX_KURUS, POINTS_PER_100_TRY_MAX, Programme};
use serde::Deserialize;
use utoipa::ToSchema;

use super::settings::{LoyaltySettings, view};
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::plan_gate::{Loyalty, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoyaltyInput {
    pub enabled: bool,
    #[schema(minimum = 1, maximum = 1000)]
    pub points_per_100_try: i32,
    #[schema(minimum = 1, maximum = 10000)]
    pub point_value_kurus: i32,
    #[schema(minimum = 1, maximum = 100)]
    pub max_redeem_percent: i32,
    /// Null or absent: points never expire.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 60)]
    pub expiry_months: Option<i32>,
}

// The bounds above are `domain::loyalty`'s (checked by `request_schemas_carry_the_domain_s_bounds`).
const _: () = assert!(POINTS_PER_100_TRY_MAX == 1000 && POINT_VALUE_MAX_KURUS == 10000 && EXPIRY_MONTHS_MAX == 60);

/// Saves the programme: switching it off stops earning and redeeming; balances are kept.
#[utoipa::path(put, path = "/loyalty", operation_id = "salon_loyalty_update", tag = "salon", request_body = LoyaltyInput, responses((status = 200, body = LoyaltySettings)))]
pub async fn update_loyalty(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Loyalty>,
    ValidJson(body): ValidJson<LoyaltyInput>,
) -> ApiResult<Json<LoyaltySettings>> {
    let programme =
        Programme::parse(body.enabled, body.points_per_100_try, body.point_value_kurus, body.max_redeem_percent, body.expiry_months)?;
    let now = Utc::now();
    store::loyalty::save_programme(&state.db, staff.salon_id, programme, staff.user.account.id, now).await?;
    Ok(Json(view(programme, Some(now))))
}
