//! The one guard for "salon staff whose plan includes feature X" (issue #18): a handler that
//! takes [`SalonFeature<F>`] instead of `SalonStaff` runs only for a salon whose plan in force
//! (`salons.plan`, read at each request) includes `F`; any other salon gets 403
//! `plan_feature_unavailable` naming the feature in the reader's language, which the web turns
//! into its upgrade screen. The CRM endpoints use it; analytics, reports, salaries and the
//! moderator chat take it when they are built:
//!
//! ```ignore
//! pub async fn report(State(state): State<AppState>, SalonFeature { staff, .. }: SalonFeature<Reports>) -> ApiResult<..>
//! ```
//!
//! Where the feature is known only at run time, [`require`] does the same check.

use std::marker::PhantomData;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use domain::plan::{Feature, Plan};

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A plan feature as a type, so a handler can name it among its arguments.
pub trait GatedFeature {
    const FEATURE: Feature;
}

macro_rules! gated {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        pub struct $name;
        impl GatedFeature for $name {
            const FEATURE: Feature = Feature::$name;
        }
    )*};
}

gated!(
    /// The salon's client base: list, card, visits, records.
    Crm,
    Reports,
    Analytics,
    Salaries,
    ModeratorChat,
    ManualEntries,
    /// The loyalty points programme's settings and ledgers.
    Loyalty,
);

/// Salon staff (as [`SalonStaff`]) whose salon's plan includes `F`, with that plan.
pub struct SalonFeature<F> {
    pub staff: SalonStaff,
    pub plan: Plan,
    feature: PhantomData<F>,
}

impl<F: GatedFeature> FromRequestParts<AppState> for SalonFeature<F> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let staff = SalonStaff::from_request_parts(parts, state).await?;
        let plan = require(state, staff.salon_id, F::FEATURE).await?;
        Ok(SalonFeature { staff, plan, feature: PhantomData })
    }
}

/// The salon's plan in force when it includes `feature`; otherwise the 403 naming it.
pub async fn require(state: &AppState, salon_id: i64, feature: Feature) -> ApiResult<Plan> {
    let salon = store::salon_page::salon(&state.db, salon_id).await?.ok_or_else(ApiError::not_found)?;
    let plan = Plan::parse(&salon.plan);
    if plan.allows(feature) { Ok(plan) } else { Err(ApiError::plan_feature(feature)) }
}
