//! Departments with their categories, for the places filters.

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryNode {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DepartmentNode {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub categories: Vec<CategoryNode>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogueTree {
    pub departments: Vec<DepartmentNode>,
}

/// Departments with their categories, for the places filters.
#[utoipa::path(get, path = "/departments", tag = "site", responses((status = 200, body = CatalogueTree)))]
pub async fn departments(State(state): State<AppState>, RequestLocale(locale): RequestLocale) -> ApiResult<Json<CatalogueTree>> {
    let tree = store::catalogue::tree(&state.db, locale).await?;
    Ok(Json(CatalogueTree {
        departments: tree
            .into_iter()
            .map(|d| DepartmentNode {
                categories: d.categories.into_iter().map(|c| CategoryNode { id: c.id, slug: c.slug, name: c.name }).collect(),
                id: d.id,
                slug: d.slug,
                name: d.name,
            })
            .collect(),
    }))
}
