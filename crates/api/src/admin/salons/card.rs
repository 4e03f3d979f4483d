//! `GET /salons/{id}`: the salon's card (profile, plan, admins, masters, appointments, last
//! activity); its history comes from `GET /audit/salon/{id}`.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::admin_salons::SalonDetails;
use utoipa::ToSchema;

use super::list::AdminSalonRow;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonAdmin {
    pub account_id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// The owner: the account `update-admin-phone` changes and impersonation acts as.
    pub owner: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonCard {
    #[serde(flatten)]
    pub row: AdminSalonRow,
    pub email: Option<String>,
    pub address: String,
    pub district: Option<String>,
    pub admins: Vec<AdminSalonAdmin>,
    pub masters_list: Vec<AdminSalonMaster>,
    /// Live visits that have not ended yet.
    pub planned_visits: i64,
}

pub fn view(d: SalonDetails) -> AdminSalonCard {
    AdminSalonCard {
        row: d.row.into(),
        email: d.email,
        address: d.address,
        district: d.district,
        admins: d
            .admins
            .into_iter()
            .map(|a| AdminSalonAdmin { account_id: a.account_id, full_name: a.full_name, phone: a.phone, email: a.email, owner: a.owner })
            .collect(),
        masters_list: d.masters.into_iter().map(|m| AdminSalonMaster { id: m.id, full_name: m.full_name, position: m.position }).collect(),
        planned_visits: d.planned_visits,
    }
}

/// The salon's card.
#[utoipa::path(get, path = "/salons/{id}", operation_id = "admin_salon", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody)))]
pub async fn card(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminSalonCard>> {
    Ok(Json(super::card_after(&state, id).await?))
}
