//! `POST /page-view`: the web app reports each route change (issue #19 item 6). Counted per
//! (day, route kind, salon, locale, referrer host) — no address, account, cookie or full URL is
//! read or kept, and the session is not looked at. Aggregated counters bound what a bot can
//! store: it can raise numbers, not add rows beyond the closed set of kinds, the salons that
//! exist, three locales and a day's 200 referrer hosts (`domain::platform_numbers`).

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use domain::Problems;
use domain::platform_numbers::{PageView, REFERRER_MAX_CHARS, ROUTE_MAX_CHARS, SLUG_MAX_CHARS, kind_has_salon, page_kind, referrer_host};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PageLocale {
    Tr,
    En,
    Ru,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PageViewInput {
    /// The route's name in the web's route table (`salon`, `home`, …); unknown names count as `other`.
    #[schema(max_length = 64)]
    pub route: String,
    pub locale: PageLocale,
    /// The salon's slug on salon and master pages.
    #[schema(max_length = 200)]
    pub salon_slug: Option<String>,
    /// `document.referrer` of the first page of a visit; only its host is kept.
    #[schema(max_length = 2048)]
    pub referrer: Option<String>,
}

/// Counts one page view; always 204 once the body is well formed (an unknown salon is not counted).
#[utoipa::path(post, path = "/page-view", operation_id = "site_page_view", tag = "site", request_body = PageViewInput,
    responses((status = 204, description = "Counted"), (status = 422, body = crate::error::ErrorBody)))]
pub async fn page_view(
    State(state): State<AppState>,
    headers: HeaderMap,
    ValidJson(input): ValidJson<PageViewInput>,
) -> ApiResult<StatusCode> {
    let mut problems = Problems::default();
    for (field, value, max) in [
        ("route", Some(input.route.as_str()), ROUTE_MAX_CHARS),
        ("salon_slug", input.salon_slug.as_deref(), SLUG_MAX_CHARS),
        ("referrer", input.referrer.as_deref(), REFERRER_MAX_CHARS),
    ] {
        if value.is_some_and(|v| v.chars().count() > max) {
            problems.push_with(field, "max_length", vec![("max", max.to_string())]);
        }
    }
    problems.into_result()?;
    let kind = page_kind(&input.route);
    let salon_id = match input.salon_slug.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(slug) if kind_has_salon(kind) => match store::platform_numbers::salon_id_by_slug(&state.db, slug).await? {
            Some(id) => Some(id),
            None => return Ok(StatusCode::NO_CONTENT),
        },
        _ => None,
    };
    let own_host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let locale = match input.locale {
        PageLocale::Tr => domain::Locale::Tr,
        PageLocale::En => domain::Locale::En,
        PageLocale::Ru => domain::Locale::Ru,
    };
    let view = PageView {
        day: crate::booking::local(chrono::Utc::now()).date(),
        kind,
        salon_id,
        locale,
        referrer_host: referrer_host(input.referrer.as_deref(), own_host),
    };
    store::platform_numbers::record_page_view(&state.db, &view).await?;
    Ok(StatusCode::NO_CONTENT)
}
