use crate::json::Path;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use serde::Deserialize;
use store::admin_catalogue as catalogue;
use utoipa::ToSchema;

use super::{AdminCatalogue, load_tree, parse_icon, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// An icon upload: the SVG file's text (the screen reads the chosen file).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct IconUpload {
    #[schema(max_length = 65536)]
    pub svg: String,
}

/// Replaces a department's icon (audited `department.icon`). The SVG is parsed and rebuilt:
/// scripts, event handlers, `foreignObject` and outside references are removed; a colour other
/// than white (`#fff`, `#ffffff`, `white`, `rgb(255,255,255)`, `none`, `currentColor`) is a 422
/// `icon_not_white`, anything that is not SVG a 422 `icon_not_svg`, both on `svg`.
#[utoipa::path(post, path = "/departments/{id}/icon", operation_id = "admin_department_icon", tag = "admin", params(("id" = i64, Path)), request_body = IconUpload, responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn department_icon(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(upload): ValidJson<IconUpload>,
) -> ApiResult<Json<AdminCatalogue>> {
    let mut out = Problems::default();
    let svg = parse_icon("svg", &upload.svg, &mut out);
    let svg = out.finish(svg)?;
    catalogue::set_department_icon(&state.db, admin.actor(), id, svg).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
