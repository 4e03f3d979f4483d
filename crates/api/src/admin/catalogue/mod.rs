//! The platform admin's catalogue (spec §2 services-catalog, §3 department and service, §7
//! "Services catalog, departments, categories (move with order), service CRUD"): the tree and
//! one handler per write. Every write answers with the whole tree, so the screen redraws from
//! one answer; the header, search and landings read the same tables on every request (there is
//! no cache to clear), and the header's icon URL carries the icon's fingerprint.

mod category_create;
mod category_delete;
mod category_move;
mod category_update;
mod department_create;
mod department_delete;
mod department_icon;
mod department_update;
mod service_create;
mod service_delete;
mod service_update;
mod tree;

pub use category_create::*;
pub use category_delete::*;
pub use category_move::*;
pub use category_update::*;
pub use department_create::*;
pub use department_delete::*;
pub use department_icon::*;
pub use department_update::*;
pub use service_create::*;
pub use service_delete::*;
pub use service_update::*;
pub use tree::*;

use domain::Problems;
use domain::salon_settings::NAME_MAX_CHARS;
use domain::svg_icon::{IconProblem, sanitize_white_icon};
use serde::{Deserialize, Serialize};
use store::admin_catalogue::{self as catalogue, Names, Refusal};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::state::AppState;

/// A text in Turkish, English and Russian.
#[derive(Debug, Default, Clone, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CatalogueNames {
    #[schema(max_length = 120)]
    pub tr: String,
    #[schema(max_length = 120)]
    pub en: String,
    #[schema(max_length = 120)]
    pub ru: String,
}

/// Descriptions in Turkish, English and Russian (each optional).
#[derive(Debug, Default, Clone, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CatalogueTexts {
    #[schema(max_length = 5000)]
    pub tr: String,
    #[schema(max_length = 5000)]
    pub en: String,
    #[schema(max_length = 5000)]
    pub ru: String,
}

impl From<Names> for CatalogueTexts {
    fn from(n: Names) -> Self {
        CatalogueTexts { tr: n.tr, en: n.en, ru: n.ru }
    }
}

impl From<Names> for CatalogueNames {
    fn from(n: Names) -> Self {
        CatalogueNames { tr: n.tr, en: n.en, ru: n.ru }
    }
}

/// A catalogue service as the admin edits it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminService {
    pub id: i64,
    pub category_id: i64,
    pub slug: String,
    pub names: CatalogueNames,
    pub descriptions: CatalogueTexts,
    pub default_duration_min: i32,
    /// Salons that offer it (a delete is refused while there are any, unless forced).
    pub salons_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminCategory {
    pub id: i64,
    pub department_id: i64,
    pub slug: String,
    pub names: CatalogueNames,
    pub sort_order: i32,
    pub services: Vec<AdminService>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminDepartment {
    pub id: i64,
    pub slug: String,
    pub names: CatalogueNames,
    pub sort_order: i32,
    pub show_in_menu: bool,
    /// URL of the stored (sanitised) icon, with its fingerprint.
    pub icon: String,
    pub categories: Vec<AdminCategory>,
}

/// The whole catalogue: departments in order, their categories in order, their approved services.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminCatalogue {
    pub departments: Vec<AdminDepartment>,
    /// How many departments the header may show (spec §9).
    pub menu_max: u64,
}

impl From<catalogue::ServiceNode> for AdminService {
    fn from(s: catalogue::ServiceNode) -> Self {
        AdminService {
            id: s.id,
            category_id: s.category_id,
            slug: s.slug,
            names: s.names.into(),
            descriptions: s.descriptions.into(),
            default_duration_min: s.default_duration_min,
            salons_count: s.salons_count,
        }
    }
}

/// The current tree, what every write answers with.
pub(crate) async fn load_tree(state: &AppState) -> ApiResult<AdminCatalogue> {
    Ok(AdminCatalogue {
        departments: catalogue::tree(&state.db)
            .await?
            .into_iter()
            .map(|d| AdminDepartment {
                icon: format!("/api/site/departments/{}/icon.svg?v={}", d.id, d.icon_version),
                categories: d
                    .categories
                    .into_iter()
                    .map(|c| AdminCategory {
                        id: c.id,
                        department_id: c.department_id,
                        slug: c.slug,
                        names: c.names.into(),
                        sort_order: c.sort_order,
                        services: c.services.into_iter().map(Into::into).collect(),
                    })
                    .collect(),
                id: d.id,
                slug: d.slug,
                names: d.names.into(),
                sort_order: d.sort_order,
                show_in_menu: d.show_in_menu,
            })
            .collect(),
        menu_max: catalogue::MENU_DEPARTMENTS_MAX,
    })
}

/// The three names, each required (the header, search and landings show them per language).
pub(crate) fn parse_names(prefix: &str, names: &CatalogueNames, out: &mut Problems) -> Names {
    let mut one = |lang: &str, text: &str| out.required_text(&format!("{prefix}.{lang}"), text, NAME_MAX_CHARS).unwrap_or_default();
    Names { tr: one("tr", &names.tr), en: one("en", &names.en), ru: one("ru", &names.ru) }
}

/// An uploaded icon, sanitised; a 422 on `field` when it is not a white SVG.
pub(crate) fn parse_icon(field: &str, svg: &str, out: &mut Problems) -> Option<String> {
    match sanitize_white_icon(svg) {
        Ok(clean) => Some(clean),
        Err(IconProblem::NotWhite(colour)) => {
            out.push_with(field, IconProblem::NotWhite(String::new()).code(), vec![("colour", colour)]);
            None
        }
        Err(problem) => {
            out.push(field, problem.code());
            None
        }
    }
}

/// `?force=true` on a delete.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ForceParams {
    /// Department: delete its empty categories too. Category: delete its services no salon
    /// offers too. Service: remove the salons' bindings (their staff are notified).
    #[serde(default)]
    pub force: bool,
}

/// The answer to a refused write.
pub(crate) fn refused(refusal: Refusal) -> ApiError {
    match refusal {
        Refusal::NotFound => ApiError::not_found(),
        Refusal::UnknownDepartment => ApiError::field("department_id", FieldError::new("wrong_format")),
        Refusal::UnknownCategory => ApiError::field("category_id", FieldError::new("wrong_format")),
        Refusal::MenuFull => {
            ApiError::field("show_in_menu", FieldError::new("menu_departments_max").with("max", catalogue::MENU_DEPARTMENTS_MAX))
        }
        Refusal::DepartmentHasCategories(count) => ApiError::new(ErrorCode::DepartmentHasCategories).with("count", count),
        Refusal::CategoryHasServices(count) => ApiError::new(ErrorCode::CategoryHasServices).with("count", count),
        Refusal::ServiceUsedBySalons(count) => ApiError::new(ErrorCode::ServiceUsedBySalons).with("count", count),
        Refusal::ServiceHasBookings => ApiError::new(ErrorCode::ServiceHasBookings),
    }
}
