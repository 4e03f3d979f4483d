//! The catalogue by department and category: every approved service and the salon's own

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::model::ServiceOption;
use store::salon_profile::{self as profile, Binding};
use utoipa::ToSchema;

/// A service's name in each language (deleting a binding accepts any of them).
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceNames {
    pub tr: String,
    pub en: String,
    pub ru: String,
}

/// A subservice or add-on of a binding, with its names in every language for editing.
#[derive(Debug, Serialize, ToSchema)]
pub struct BindingOption {
    pub id: i64,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    /// kuruş
    pub price: i64,
    pub duration_min: i32,
}

fn option_out(o: &ServiceOption) -> BindingOption {
    BindingOption {
        id: o.id,
        name_tr: o.name_tr.clone(),
        name_en: o.name_en.clone(),
        name_ru: o.name_ru.clone(),
        price: o.price,
        duration_min: o.duration_min,
    }
}

/// How the salon sells a catalogue service.
#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceBinding {
    /// The binding (salon service) id: what PUT and DELETE `services/binding/{id}` name and what
    /// the public page and bookings call the service.
    pub id: i64,
    pub service_id: i64,
    /// kuruş, before discount
    pub price: i64,
    pub discount_percent: i16,
    /// kuruş, after discount
    pub final_price: i64,
    pub duration_min: i32,
    pub description: Option<String>,
    pub is_multiple: bool,
    pub master_ids: Vec<i64>,
    pub subservices: Vec<BindingOption>,
    pub addons: Vec<BindingOption>,
}

pub fn binding_out(b: &Binding) -> ServiceBinding {
    let r = &b.row;
    ServiceBinding {
        id: r.id,
        service_id: r.service_id,
        price: r.price,
        discount_percent: r.discount_percent,
        final_price: domain::money::final_price(r.price, r.discount_percent),
        duration_min: r.duration_min,
        description: r.description.clone(),
        is_multiple: r.is_multiple,
        master_ids: b.master_ids.clone(),
        subservices: b.options.iter().filter(|o| o.kind == "subservice").map(option_out).collect(),
        addons: b.options.iter().filter(|o| o.kind != "subservice").map(option_out).collect(),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogueService {
    pub id: i64,
    /// In the request's language.
    pub name: String,
    pub names: ServiceNames,
    pub description: Option<String>,
    pub default_duration_min: i32,
    /// `approved`, or `pending` for the salon's own request awaiting moderation.
    pub moderation_state: String,
    /// The salon asked for this service.
    pub requested_by_salon: bool,
    /// Set when the salon sells it.
    pub binding: Option<ServiceBinding>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogueCategory {
    pub id: i64,
    pub name: String,
    pub services: Vec<CatalogueService>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogueDepartment {
    pub id: i64,
    pub name: String,
    pub categories: Vec<CatalogueCategory>,
}

/// A master the salon can pick for a service.
#[derive(Debug, Serialize, ToSchema)]
pub struct MasterChoice {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonCatalogue {
    pub departments: Vec<CatalogueDepartment>,
    /// The salon's masters, for the binding form.
    pub masters: Vec<MasterChoice>,
}

/// The catalogue by department and category: every approved service and the salon's own
/// pending requests, each with the salon's binding when it sells it; and the salon's masters.
#[utoipa::path(get, path = "/services/grouped-by-departments", operation_id = "salon_services_grouped", tag = "salon", responses((status = 200, body = SalonCatalogue), (status = 403, body = crate::error::ErrorBody)))]
pub async fn grouped_by_departments(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
) -> ApiResult<Json<SalonCatalogue>> {
    let departments = profile::catalogue(&state.db, locale, staff.salon_id).await?;
    let masters = profile::master_choices(&state.db, staff.salon_id).await?;
    Ok(Json(SalonCatalogue {
        departments: departments
            .into_iter()
            .map(|d| CatalogueDepartment {
                id: d.id,
                name: d.name,
                categories: d
                    .categories
                    .into_iter()
                    .map(|c| CatalogueCategory {
                        id: c.id,
                        name: c.name,
                        services: c
                            .services
                            .into_iter()
                            .map(|s| CatalogueService {
                                binding: s.binding.as_ref().map(binding_out),
                                requested_by_salon: s.service.requested_by_salon_id == Some(staff.salon_id),
                                names: ServiceNames {
                                    tr: s.service.name_tr.clone(),
                                    en: s.service.name_en.clone(),
                                    ru: s.service.name_ru.clone(),
                                },
                                id: s.service.id,
                                name: s.name,
                                description: s.description,
                                default_duration_min: s.service.default_duration_min,
                                moderation_state: s.service.moderation_state,
                            })
                            .collect(),
                    })
                    .collect(),
            })
            .collect(),
        masters: masters.into_iter().map(|m| MasterChoice { id: m.id, full_name: m.full_name, position: m.position }).collect(),
    }))
}
