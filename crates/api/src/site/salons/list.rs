//! The places list: active salons by filters, sorted, one page.

use crate::auth::MaybeUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonList {
    pub salons: Vec<SalonCard>,
    /// Salons over all pages, counted up to 1,000 (the last page there is).
    pub total: u64,
    /// More salons match than `total` says ("1,000+"): the list is counted and paged no further.
    pub total_capped: bool,
    pub page: u64,
    pub per_page: u64,
    /// What was searched, by name in the request's language (the results header's chips).
    pub searched: Searched,
    /// The exact search found nothing: looser searches, in the order to show them, each with its
    /// salons (issue #16 item 1). Empty whenever `total` is above 0, and when the search names no
    /// catalogue term (department, category, service) or no place.
    pub relaxed: Vec<RelaxedList>,
}

/// The terms of a search by name; an id that names nothing is left out.
#[derive(Debug, Serialize, ToSchema)]
pub struct Searched {
    pub department: Option<SearchedTerm>,
    pub category: Option<SearchedTerm>,
    pub service: Option<SearchedTerm>,
    pub place: Option<SearchedPlace>,
}

/// A searched catalogue term: its id as in the query, and its name.
#[derive(Debug, Serialize, ToSchema)]
pub struct SearchedTerm {
    pub id: i64,
    pub name: String,
}

/// A searched place: "Kadıköy" within "İstanbul".
#[derive(Debug, Serialize, ToSchema)]
pub struct SearchedPlace {
    /// As in the query: `province-{id}`, `district-{id}` or `subdistrict-{id}`.
    pub address: String,
    pub name: String,
    /// What the place lies in ("İstanbul"; "Kadıköy, İstanbul" for a neighbourhood); none for a province.
    pub within: Option<String>,
}

/// How a looser search differs from the exact one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RelaxedKind {
    /// The same search outside the place, nearest to the place's centre first; each card has its
    /// `distance_km` from that centre.
    Nearby,
    /// In the place, the broader term: the service's category (or the category's department).
    RelatedServices,
}

/// One looser search and up to 12 of its salons.
#[derive(Debug, Serialize, ToSchema)]
pub struct RelaxedList {
    pub kind: RelaxedKind,
    /// For `related_services`: the broader term's name ("Saç Boyama").
    pub subject: Option<String>,
    pub salons: Vec<SalonCard>,
}

impl From<store::listing::relaxed::Searched> for Searched {
    fn from(s: store::listing::relaxed::Searched) -> Self {
        let term = |t: Option<store::listing::relaxed::Named>| t.map(|t| SearchedTerm { id: t.id, name: t.name });
        Searched {
            department: term(s.department),
            category: term(s.category),
            service: term(s.service),
            place: s.place.map(|p| SearchedPlace { address: format_area(p.area), name: p.name, within: p.within }),
        }
    }
}

impl From<store::listing::relaxed::RelaxedPage> for RelaxedList {
    fn from(page: store::listing::relaxed::RelaxedPage) -> Self {
        let kind = match page.relaxation {
            domain::relax::Relaxation::Nearby => RelaxedKind::Nearby,
            domain::relax::Relaxation::Related => RelaxedKind::RelatedServices,
        };
        RelaxedList { kind, subject: page.subject, salons: cards(page.salons) }
    }
}

/// The places list: active salons by filters, sorted, one page.
#[utoipa::path(get, path = "/salons", tag = "site", params(SalonsQuery), responses((status = 200, body = SalonList), (status = 422, body = crate::error::ErrorBody)))]
pub async fn salons(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MaybeUser(user): MaybeUser,
    ValidQuery(query): ValidQuery<SalonsQuery>,
    RawQuery(raw): RawQuery,
) -> ApiResult<Json<SalonList>> {
    Ok(Json(load_list(&state, locale, &query, raw.as_deref(), user.map(|u| u.account.id)).await?))
}

/// One page of the places list, as the page renderer embeds it too.
pub async fn load_list(
    state: &AppState,
    locale: domain::Locale,
    query: &SalonsQuery,
    raw: Option<&str>,
    viewer: Option<i64>,
) -> ApiResult<SalonList> {
    let (filter, sort, page, per_page) = query.parse(raw)?;
    let result = store::listing::list(&state.db, locale, &filter, sort, page, per_page, viewer).await?;
    let searched = store::listing::relaxed::searched(&state.db, locale, &filter).await?.into();
    let relaxed = store::listing::relaxed::relaxed(&state.db, locale, &filter, result.total, viewer).await?;
    Ok(SalonList {
        salons: cards(result.salons),
        total: result.total,
        total_capped: result.total_capped,
        page,
        per_page,
        searched,
        relaxed: relaxed.into_iter().map(RelaxedList::from).collect(),
    })
}
