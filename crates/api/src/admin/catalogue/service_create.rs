use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::salon_settings::{self as rules, TEXT_MAX_CHARS};
use serde::Deserialize;
use store::admin_catalogue::{self as catalogue, Names, ServiceInput};
use utoipa::ToSchema;

use super::{AdminCatalogue, CatalogueNames, CatalogueTexts, load_tree, parse_names, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// A catalogue service's form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CatalogueServiceForm {
    pub category_id: i64,
    pub names: CatalogueNames,
    /// Optional, each at most 5000 characters.
    pub descriptions: CatalogueTexts,
    /// Minutes: 5 to 720, a multiple of 5.
    #[schema(minimum = 5, maximum = 720, multiple_of = 5)]
    pub default_duration_min: i64,
}

pub(crate) fn parse_service(form: CatalogueServiceForm) -> Result<ServiceInput, Problems> {
    let mut out = Problems::default();
    let names = parse_names("names", &form.names, &mut out);
    let mut description = |lang: &str, text: &str| {
        out.optional_text(&format!("descriptions.{lang}"), Some(text), TEXT_MAX_CHARS).flatten().unwrap_or_default()
    };
    let descriptions = Names {
        tr: description("tr", &form.descriptions.tr),
        en: description("en", &form.descriptions.en),
        ru: description("ru", &form.descriptions.ru),
    };
    rules::check_duration("default_duration_min", form.default_duration_min, false, &mut out);
    out.into_result()?;
    Ok(ServiceInput { category_id: form.category_id, names, descriptions, default_duration_min: form.default_duration_min as i32 })
}

/// Creates an approved catalogue service (audited `service.create`); salons can bind it at once.
#[utoipa::path(post, path = "/services", operation_id = "admin_service_create", tag = "admin", request_body = CatalogueServiceForm, responses((status = 200, body = AdminCatalogue), (status = 422, body = crate::error::ErrorBody)))]
pub async fn service_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(form): ValidJson<CatalogueServiceForm>,
) -> ApiResult<Json<AdminCatalogue>> {
    let input = parse_service(form)?;
    catalogue::create_service(&state.db, admin.actor(), input, Utc::now()).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
