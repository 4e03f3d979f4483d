use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::{AppState, SiteInfo};

/// The header shows at most this many departments (spec §9); the admin cannot flag more.
pub const HEADER_DEPARTMENTS_MAX: u64 = store::admin_catalogue::MENU_DEPARTMENTS_MAX;

#[derive(Debug, Serialize, ToSchema)]
pub struct HeaderDepartment {
    pub id: i64,
    pub slug: String,
    pub name: String,
    /// URL of the department's white SVG icon.
    pub icon: String,
}

/// Site library data: what every page needs before it renders.
/// What the login popup needs to show the captcha widget.
#[derive(Debug, Serialize, ToSchema)]
pub struct CaptchaWidget {
    /// `dev` (no widget; any token passes), `turnstile`, `hcaptcha` or `recaptcha`.
    pub provider: String,
    pub site_key: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Libs {
    pub header_departments: Vec<HeaderDepartment>,
    pub site: SiteInfo,
    pub captcha: CaptchaWidget,
    pub map: crate::state::MapTiles,
}

/// Builds the libs object; the page renderer embeds the same value in the HTML.
pub async fn load(state: &AppState, locale: domain::Locale) -> ApiResult<Libs> {
    let departments = store::catalogue::menu_departments(&state.db, locale, HEADER_DEPARTMENTS_MAX).await?;
    Ok(Libs {
        header_departments: departments
            .into_iter()
            .map(|d| HeaderDepartment {
                icon: format!("/api/site/departments/{}/icon.svg?v={}", d.id, d.icon_version),
                id: d.id,
                slug: d.slug,
                name: d.name,
            })
            .collect(),
        site: state.config.site.clone(),
        captcha: {
            let (provider, site_key) = state.captcha.widget();
            CaptchaWidget { provider, site_key }
        },
        map: state.config.map.clone(),
    })
}

/// Header departments (at most 7) in the request's language, and site facts.
#[utoipa::path(get, path = "/libs", tag = "site", responses((status = 200, body = Libs)))]
pub async fn libs(State(state): State<AppState>, RequestLocale(locale): RequestLocale) -> ApiResult<Json<Libs>> {
    Ok(Json(load(&state, locale).await?))
}
