//! `GET /salons?q={json}`: every salon on the generic data table (spec §2 admin salons).
//!
//! Columns: name, city, plan, status, star, masters, appointments, last activity, created.
//! Sortable: name, city, plan, status, star, last_activity, created. Search: the folded name or
//! the salon's phone digits. Filters:
//! - `tab` radio: all, active, deactivated_immediately, deactivated_after_orders,
//!   without_appointments, new, inactive (no activity in 7 days), star (see
//!   `domain::salon_admin::SalonTab` and `store::admin_salons` for the definitions);
//! - `plan` checkbox: free, premium.
//!
//! `meta.counts` holds the salons of every tab under the search and the plan filter.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::salon_admin::SalonTab;
use serde::Serialize;
use store::admin_salons::{SALON_SORTING, SalonFilter, SalonRow, TabCounts};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::table::TableQuery;

const PLANS: [&str; 2] = ["free", "premium"];

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    /// E.164
    pub phone: String,
    pub city: Option<String>,
    /// free or premium
    pub plan: String,
    /// active, new, deactivating or deactivated
    pub status: String,
    /// immediate or after_orders, while deactivated or deactivating
    pub deactivation_type: Option<String>,
    pub deactivation_reason: Option<String>,
    pub deactivated_at: Option<DateTime<Utc>>,
    pub is_star: bool,
    /// Masters of the salon (not deleted).
    pub masters: i64,
    /// Appointments ever made at the salon.
    pub appointments: i64,
    /// The latest appointment created or changed, admin change, or the creation.
    pub last_activity: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

impl From<SalonRow> for AdminSalonRow {
    fn from(r: SalonRow) -> Self {
        AdminSalonRow {
            id: r.id,
            slug: r.slug,
            name: r.name,
            phone: r.phone,
            city: r.city,
            plan: r.plan,
            status: r.status,
            deactivation_type: r.deactivation_type,
            deactivation_reason: r.deactivation_reason,
            deactivated_at: r.deactivated_at,
            is_star: r.is_star,
            masters: r.masters,
            appointments: r.appointments,
            last_activity: r.last_activity,
            created_at: r.created_at,
        }
    }
}

/// Salons per tab (spec §2 lists).
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonTabCounts {
    pub all: i64,
    pub active: i64,
    pub deactivated_immediately: i64,
    pub deactivated_after_orders: i64,
    pub without_appointments: i64,
    pub new: i64,
    pub inactive: i64,
    pub star: i64,
}

impl From<TabCounts> for AdminSalonTabCounts {
    fn from(c: TabCounts) -> Self {
        AdminSalonTabCounts {
            all: c.all,
            active: c.active,
            deactivated_immediately: c.deactivated_immediately,
            deactivated_after_orders: c.deactivated_after_orders,
            without_appointments: c.without_appointments,
            new: c.new,
            inactive: c.inactive,
            star: c.star,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonsMeta {
    pub counts: AdminSalonTabCounts,
    /// The maximum number of star salons.
    pub star_count: i64,
}

/// The salons table's page: `{rows, count, meta}` with its meta typed.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalonsPage {
    pub rows: Vec<AdminSalonRow>,
    pub count: u64,
    pub meta: AdminSalonsMeta,
}

/// One page of salons with the counts of the tabs.
#[utoipa::path(get, path = "/salons", operation_id = "admin_salons", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = AdminSalonsPage), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, _admin: AdminUser, query: TableQuery) -> ApiResult<Json<AdminSalonsPage>> {
    let order = query.order(&SALON_SORTING)?;
    let tabs: Vec<&str> = SalonTab::ALL.iter().map(|t| t.as_str()).collect();
    let filter = SalonFilter {
        search: query.search().map(str::to_owned),
        tab: query.radio("tab", &tabs)?.and_then(|t| SalonTab::parse(&t)),
        plans: query.checkbox("plan", &PLANS)?,
    };
    let now = Utc::now();
    let db = &state.db;
    // The table's total is its tab's count: one statement fewer.
    let (rows, counts, star_count) = tokio::try_join!(
        store::admin_salons::list(db, &filter, now, &order, query.offset, query.limit()),
        store::admin_salons::tab_counts(db, &filter, now),
        store::admin_salons::star_count(db),
    )?;
    Ok(Json(AdminSalonsPage {
        rows: rows.into_iter().map(AdminSalonRow::from).collect(),
        count: counts.of(filter.tab).max(0) as u64,
        meta: AdminSalonsMeta { counts: counts.into(), star_count },
    }))
}
