use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::limits::CATALOGUE_ORDER_MAX;
use serde::Deserialize;
use store::admin_catalogue::{self as catalogue, DepartmentInput};
use utoipa::ToSchema;

use super::{AdminCatalogue, CatalogueNames, load_tree, parse_icon, parse_names, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// A department's form. The slug is made from the Turkish name on creation and then kept
/// (landing URLs use it).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DepartmentForm {
    pub names: CatalogueNames,
    /// Place in the header and the catalogue; empty on creation: after the last one.
    #[schema(minimum = 0, maximum = 10000)]
    pub sort_order: Option<i64>,
    /// Shown in the header; at most 7 departments are (spec §9).
    pub show_in_menu: bool,
    /// A white SVG (fill and stroke white, `none` or `currentColor`); it is sanitised. Empty
    /// keeps the current icon (a white circle for a new department).
    #[schema(max_length = 65536)]
    pub icon_svg: Option<String>,
}

/// Parses the form; a 422 lists every mistake.
pub(crate) fn parse_department(form: DepartmentForm) -> Result<DepartmentInput, Problems> {
    let mut out = Problems::default();
    let names = parse_names("names", &form.names, &mut out);
    let sort_order = form.sort_order.and_then(|order| out.between("sort_order", order, 0, CATALOGUE_ORDER_MAX)).map(|o| o as i32);
    let icon_svg = match domain::problems::present(form.icon_svg.as_deref()) {
        Some(svg) => parse_icon("icon_svg", svg, &mut out),
        None => None,
    };
    out.into_result()?;
    Ok(DepartmentInput { names, sort_order, show_in_menu: form.show_in_menu, icon_svg })
}

/// Creates a department (audited `department.create`). An 8th department in the header is
/// refused (422 on `show_in_menu`); a non-white or non-SVG icon is refused (422 on `icon_svg`).
#[utoipa::path(post, path = "/departments", operation_id = "admin_department_create", tag = "admin", request_body = DepartmentForm, responses((status = 200, body = AdminCatalogue), (status = 422, body = crate::error::ErrorBody)))]
pub async fn department_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(form): ValidJson<DepartmentForm>,
) -> ApiResult<Json<AdminCatalogue>> {
    let input = parse_department(form)?;
    catalogue::create_department(&state.db, admin.actor(), input).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
