//! The catalogue as a salon sees it: every approved service (and the salon's own requests)
//! with the salon's active binding of it, one binding, and the masters the salon can pick.

use crate::Error;
use std::collections::HashMap;

use domain::Locale;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use super::{APPROVED, PENDING};
use crate::catalogue::localized;
use crate::entities::{categories, departments, master_services, masters, salon_service_options, salon_services, services};

/// A salon's binding of a catalogue service, with its options and masters.
#[derive(Debug, Clone)]
pub struct Binding {
    pub row: salon_services::Model,
    /// Subservices and add-ons in their order; `kind` tells which.
    pub options: Vec<salon_service_options::Model>,
    pub master_ids: Vec<i64>,
}

/// A catalogue service with the salon's binding of it, if any.
#[derive(Debug, Clone)]
pub struct CatalogueService {
    pub service: services::Model,
    pub name: String,
    pub description: Option<String>,
    pub binding: Option<Binding>,
}

#[derive(Debug, Clone)]
pub struct CatalogueCategory {
    pub id: i64,
    pub name: String,
    pub services: Vec<CatalogueService>,
}

#[derive(Debug, Clone)]
pub struct CatalogueDepartment {
    pub id: i64,
    pub name: String,
    pub categories: Vec<CatalogueCategory>,
}

/// Loads the active bindings of a salon (all, or the ones with these ids) keyed by service id.
async fn bindings(db: &impl ConnectionTrait, salon_id: i64, ids: Option<&[i64]>) -> Result<HashMap<i64, Binding>, Error> {
    let mut query =
        salon_services::Entity::find().filter(salon_services::Column::SalonId.eq(salon_id)).filter(salon_services::Column::Active.eq(true));
    if let Some(ids) = ids {
        query = query.filter(salon_services::Column::Id.is_in(ids.to_vec()));
    }
    let rows = query.all(db).await?;
    let row_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut options: HashMap<i64, Vec<salon_service_options::Model>> = HashMap::new();
    for o in salon_service_options::Entity::find()
        .filter(salon_service_options::Column::SalonServiceId.is_in(row_ids.clone()))
        .order_by_asc(salon_service_options::Column::SortOrder)
        .order_by_asc(salon_service_options::Column::Id)
        .all(db)
        .await?
    {
        options.entry(o.salon_service_id).or_default().push(o);
    }
    let own_masters = masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.id)
        .collect::<Vec<_>>();
    let mut doers: HashMap<i64, Vec<i64>> = HashMap::new();
    for link in master_services::Entity::find()
        .filter(master_services::Column::SalonServiceId.is_in(row_ids))
        .filter(master_services::Column::MasterId.is_in(own_masters))
        .order_by_asc(master_services::Column::MasterId)
        .all(db)
        .await?
    {
        doers.entry(link.salon_service_id).or_default().push(link.master_id);
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let binding = Binding {
                options: options.remove(&row.id).unwrap_or_default(),
                master_ids: doers.remove(&row.id).unwrap_or_default(),
                row,
            };
            (binding.row.service_id, binding)
        })
        .collect())
}

/// One active binding of this salon.
pub async fn binding(db: &impl ConnectionTrait, salon_id: i64, binding_id: i64) -> Result<Option<(Binding, services::Model)>, Error> {
    let Some(binding) = bindings(db, salon_id, Some(&[binding_id])).await?.into_values().next() else { return Ok(None) };
    let Some(service) = services::Entity::find_by_id(binding.row.service_id).one(db).await? else { return Ok(None) };
    Ok(Some((binding, service)))
}

fn localized_opt(locale: Locale, tr: &Option<String>, en: &Option<String>, ru: &Option<String>) -> Option<String> {
    let text = localized(locale, tr.as_deref().unwrap_or(""), en.as_deref().unwrap_or(""), ru.as_deref().unwrap_or(""));
    (!text.trim().is_empty()).then(|| text.to_owned())
}

/// The catalogue by department and category (catalogue order, services by Turkish name): every
/// approved service plus the salon's own pending requests, each with the salon's binding.
/// Departments and categories without services are left out.
pub async fn catalogue(db: &DatabaseConnection, locale: Locale, salon_id: i64) -> Result<Vec<CatalogueDepartment>, Error> {
    let departments =
        departments::Entity::find().order_by_asc(departments::Column::SortOrder).order_by_asc(departments::Column::Id).all(db).await?;
    let categories =
        categories::Entity::find().order_by_asc(categories::Column::SortOrder).order_by_asc(categories::Column::Id).all(db).await?;
    let services = services::Entity::find()
        .filter(
            sea_orm::Condition::any().add(services::Column::ModerationState.eq(APPROVED)).add(
                sea_orm::Condition::all()
                    .add(services::Column::ModerationState.eq(PENDING))
                    .add(services::Column::RequestedBySalonId.eq(salon_id)),
            ),
        )
        .order_by_asc(services::Column::NameTr)
        .order_by_asc(services::Column::Id)
        .all(db)
        .await?;
    let mut bound = bindings(db, salon_id, None).await?;
    let mut by_category: HashMap<i64, Vec<CatalogueService>> = HashMap::new();
    for service in services {
        by_category.entry(service.category_id).or_default().push(CatalogueService {
            name: localized(locale, &service.name_tr, &service.name_en, &service.name_ru).to_owned(),
            description: localized_opt(locale, &service.description_tr, &service.description_en, &service.description_ru),
            binding: bound.remove(&service.id),
            service,
        });
    }
    let mut out = Vec::new();
    for d in departments {
        let cats: Vec<CatalogueCategory> = categories
            .iter()
            .filter(|c| c.department_id == d.id)
            .filter_map(|c| {
                let services = by_category.remove(&c.id)?;
                Some(CatalogueCategory { id: c.id, name: localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned(), services })
            })
            .collect();
        if !cats.is_empty() {
            out.push(CatalogueDepartment {
                id: d.id,
                name: localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned(),
                categories: cats,
            });
        }
    }
    Ok(out)
}

/// A master the salon can pick for a service.
#[derive(Debug, Clone, PartialEq)]
pub struct MasterChoice {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
}

/// The salon's masters (not removed), in the salon's order.
pub async fn master_choices(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<MasterChoice>, Error> {
    Ok(masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|m| MasterChoice { id: m.id, full_name: m.full_name, position: m.position })
        .collect())
}
