//! `GET /api/client/loyalty`: the client's loyalty points per salon (cabinet, checkout).

use axum::Json;
use axum::extract::State;
use domain::loyalty::Programme;
use domain::plan::{Feature, Plan};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::ClientUser;
use crate::error::ApiResult;
use crate::state::AppState;

/// The client's points at one salon.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoyaltyBalance {
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub points: i64,
    /// Whether the points can pay part of a booking there now (the salon runs its programme).
    pub redeemable: bool,
    /// What one point takes off a total, in kuruş.
    pub point_value_kurus: i32,
    /// The most of a booking's total points may pay, in percent.
    pub max_redeem_percent: i32,
    /// What the points are worth now, in kuruş (0 when not redeemable).
    pub value_kurus: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoyaltyBalances {
    /// Salons where the client holds points, by name.
    pub balances: Vec<LoyaltyBalance>,
}

/// The client's points at every salon where they hold some.
#[utoipa::path(get, path = "/loyalty", operation_id = "client_loyalty", tag = "client", responses((status = 200, body = LoyaltyBalances), (status = 401, body = crate::error::ErrorBody)))]
pub async fn loyalty(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<LoyaltyBalances>> {
    let rows = store::loyalty::client_balances(&state.db, user.account.id).await?;
    let balances = rows
        .into_iter()
        .map(|row| {
            let redeemable = row.enabled && Plan::parse(&row.plan).allows(Feature::Loyalty) && row.point_value_kurus > 0;
            let programme = Programme {
                enabled: redeemable,
                points_per_100_try: 0,
                point_value_kurus: row.point_value_kurus,
                max_redeem_percent: row.max_redeem_percent,
                expiry_months: None,
            };
            LoyaltyBalance {
                salon_id: row.salon_id,
                salon_name: row.salon_name,
                salon_slug: row.salon_slug,
                points: row.points,
                redeemable,
                point_value_kurus: row.point_value_kurus,
                max_redeem_percent: row.max_redeem_percent,
                value_kurus: if redeemable { programme.value_of(row.points) } else { 0 },
            }
        })
        .collect();
    Ok(Json(LoyaltyBalances { balances }))
}
