//! `/api/admin/salons` (spec §2 admin salons, §7 admin salons): the list with its tabs, the
//! salon's card, activate and deactivate, star salons, the owner's phone and more salon admins.
//! Each write records its change on the salon's audit trail (`store::admin_salons`).

pub mod activate;
pub mod card;
pub mod deactivate;
pub mod deactivation_types;
pub mod end_grant;
pub mod grant_plan;
pub mod list;
pub mod set_as_star;
pub mod set_user_as_admin;
pub mod star_count;
pub mod update_admin_phone;
pub mod update_star_count;

use chrono::Utc;
use domain::Problems;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
pub use card::AdminSalonCard;

/// The salon's card after a write (the screen shows it again at once).
pub async fn card_after(state: &AppState, salon_id: i64) -> ApiResult<AdminSalonCard> {
    let db = &state.db;
    let (details, subscription, payments) = tokio::try_join!(
        store::admin_salons::card(db, salon_id, Utc::now()),
        store::subscriptions::current(db, salon_id),
        store::admin_sales::salon_payments(db, salon_id, card::PAYMENTS_SHOWN),
    )?;
    Ok(card::view(details.ok_or_else(ApiError::not_found)?, subscription, payments))
}

/// A body with one phone (`update-admin-phone`, `set-user-as-admin`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct PhoneInput {
    /// Any common Turkish or international spelling; stored as E.164.
    #[schema(max_length = 32)]
    pub phone: String,
}

/// The phone as E.164, or a 422 on `phone`.
pub fn parse_phone(input: &PhoneInput) -> ApiResult<String> {
    let mut problems = Problems::default();
    let phone = domain::person::required_phone("phone", Some(&input.phone), &mut problems);
    Ok(problems.finish(phone)?.as_str().to_owned())
}
