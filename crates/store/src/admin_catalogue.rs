//! The platform admin's catalogue (issue #17 item 2): departments → categories → approved
//! catalogue services, their writes (each audited in its own transaction) and the admin's
//! overview counts. Nothing is cached: the header (`catalogue::menu_departments`), search and
//! landings read these tables on every request, so a change shows at once in every language.

use chrono::{DateTime, Utc};
use domain::text::{fold, slugify};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use serde::Serialize;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{appointment_items, categories, departments, salon_services, salons, services};
use crate::salon_profile::APPROVED;

/// At most this many departments are shown in the header (spec §9).
pub const MENU_DEPARTMENTS_MAX: u64 = 7;

/// The icon a department gets until the admin uploads one: a white circle.
pub const DEFAULT_ICON: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="1.6"><circle cx="12" cy="12" r="8"/></svg>"##;

/// Names (or descriptions) in Turkish, English and Russian.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Names {
    pub tr: String,
    pub en: String,
    pub ru: String,
}

/// Counts of what waits for the admin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Overview {
    /// Salons' requests for new catalogue services (`services.moderation_state = 'pending'`).
    pub pending_services: u64,
    /// Reviews a salon rejected, waiting for the admin's word (`reviews.status = 'disputed'`).
    pub disputed_reviews: u64,
    /// Salons that signed up and were not yet looked at (`salons.status = 'new'`).
    pub new_salons: u64,
}

pub async fn overview(db: &impl ConnectionTrait) -> Result<Overview, Error> {
    use crate::entities::reviews;
    Ok(Overview {
        pending_services: services::Entity::find().filter(services::Column::ModerationState.eq("pending")).count(db).await?,
        disputed_reviews: reviews::Entity::find().filter(reviews::Column::Status.eq("disputed")).count(db).await?,
        new_salons: salons::Entity::find().filter(salons::Column::Status.eq("new")).count(db).await?,
    })
}

/// A catalogue service in the admin's tree, with how many salons offer it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ServiceNode {
    pub id: i64,
    pub category_id: i64,
    pub slug: String,
    pub names: Names,
    pub descriptions: Names,
    pub default_duration_min: i32,
    pub salons_count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CategoryNode {
    pub id: i64,
    pub department_id: i64,
    pub slug: String,
    pub names: Names,
    pub sort_order: i32,
    pub services: Vec<ServiceNode>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DepartmentNode {
    pub id: i64,
    pub slug: String,
    pub names: Names,
    pub sort_order: i32,
    pub show_in_menu: bool,
    /// The icon's fingerprint (`catalogue::icon_version`), for its URL.
    pub icon_version: String,
    pub categories: Vec<CategoryNode>,
}

#[derive(FromQueryResult)]
struct BindingCount {
    service_id: i64,
    salons: i64,
}

/// The whole catalogue in order: departments, their categories, their approved services.
pub async fn tree(db: &impl ConnectionTrait) -> Result<Vec<DepartmentNode>, Error> {
    let departments =
        departments::Entity::find().order_by_asc(departments::Column::SortOrder).order_by_asc(departments::Column::Id).all(db).await?;
    let categories =
        categories::Entity::find().order_by_asc(categories::Column::SortOrder).order_by_asc(categories::Column::Id).all(db).await?;
    let services = services::Entity::find()
        .filter(services::Column::ModerationState.eq(APPROVED))
        .order_by_asc(services::Column::NameTr)
        .order_by_asc(services::Column::Id)
        .all(db)
        .await?;
    let counts: std::collections::HashMap<i64, i64> = BindingCount::find_by_statement(crate::sql::statement(
        db.get_database_backend(),
        "SELECT service_id, COUNT(DISTINCT salon_id) AS salons FROM salon_services GROUP BY service_id",
        vec![],
    ))
    .all(db)
    .await?
    .into_iter()
    .map(|c| (c.service_id, c.salons))
    .collect();
    Ok(departments
        .into_iter()
        .map(|d| DepartmentNode {
            categories: categories
                .iter()
                .filter(|c| c.department_id == d.id)
                .map(|c| CategoryNode {
                    services: services
                        .iter()
                        .filter(|s| s.category_id == c.id)
                        .map(|s| service_node(s, counts.get(&s.id).copied().unwrap_or(0)))
                        .collect(),
                    id: c.id,
                    department_id: c.department_id,
                    slug: c.slug.clone(),
                    names: Names { tr: c.name_tr.clone(), en: c.name_en.clone(), ru: c.name_ru.clone() },
                    sort_order: c.sort_order,
                })
                .collect(),
            names: Names { tr: d.name_tr, en: d.name_en, ru: d.name_ru },
            icon_version: crate::catalogue::icon_version(&d.icon_svg),
            id: d.id,
            slug: d.slug,
            sort_order: d.sort_order,
            show_in_menu: d.show_in_menu,
        })
        .collect())
}

fn service_node(s: &services::Model, salons_count: i64) -> ServiceNode {
    ServiceNode {
        id: s.id,
        category_id: s.category_id,
        slug: s.slug.clone(),
        names: Names { tr: s.name_tr.clone(), en: s.name_en.clone(), ru: s.name_ru.clone() },
        descriptions: Names {
            tr: s.description_tr.clone().unwrap_or_default(),
            en: s.description_en.clone().unwrap_or_default(),
            ru: s.description_ru.clone().unwrap_or_default(),
        },
        default_duration_min: s.default_duration_min,
        salons_count,
    }
}

/// Why a catalogue write was refused; the API turns each into its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NotFound,
    UnknownDepartment,
    UnknownCategory,
    /// The header already shows `MENU_DEPARTMENTS_MAX` departments.
    MenuFull,
    /// A department still has categories (that hold services, with `force`).
    DepartmentHasCategories(u64),
    /// A category still has services (that salons offer, with `force`).
    CategoryHasServices(u64),
    /// Salons offer the service; `force` removes their bindings.
    ServiceUsedBySalons(u64),
    /// Appointments were booked with the salons' bindings: the history stays, the service too.
    ServiceHasBookings,
}

pub type Outcome<T> = Result<Result<T, Refusal>, Error>;

/// A slug no department, category or service has yet (landings resolve all three by slug):
/// the Turkish name's, with `-2`, `-3`, ... when taken.
async fn free_slug(db: &impl ConnectionTrait, name: &str, fallback: &str) -> Result<String, Error> {
    let base = match slugify(name) {
        s if s.is_empty() => fallback.to_owned(),
        s => s,
    };
    let mut candidate = base.clone();
    for n in 2.. {
        let taken = departments::Entity::find().filter(departments::Column::Slug.eq(candidate.as_str())).count(db).await?
            + categories::Entity::find().filter(categories::Column::Slug.eq(candidate.as_str())).count(db).await?
            + services::Entity::find().filter(services::Column::Slug.eq(candidate.as_str())).count(db).await?;
        if taken == 0 {
            break;
        }
        candidate = format!("{base}-{n}");
    }
    Ok(candidate)
}

/// A department's form.
#[derive(Debug, Clone)]
pub struct DepartmentInput {
    pub names: Names,
    /// `None` on creation: after the last one.
    pub sort_order: Option<i32>,
    pub show_in_menu: bool,
    /// An already sanitised white SVG (`domain::svg_icon`); `None` keeps the current one.
    pub icon_svg: Option<String>,
}

async fn menu_is_full(db: &impl ConnectionTrait, except: Option<i64>) -> Result<bool, Error> {
    let mut shown = departments::Entity::find().filter(departments::Column::ShowInMenu.eq(true));
    if let Some(id) = except {
        shown = shown.filter(departments::Column::Id.ne(id));
    }
    Ok(shown.count(db).await? >= MENU_DEPARTMENTS_MAX)
}

async fn next_department_order(db: &impl ConnectionTrait) -> Result<i32, Error> {
    let last = departments::Entity::find().order_by_desc(departments::Column::SortOrder).one(db).await?;
    Ok(last.map_or(1, |d| d.sort_order + 1))
}

pub async fn create_department(db: &sea_orm::DatabaseConnection, actor: Actor, input: DepartmentInput) -> Outcome<departments::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    if input.show_in_menu && menu_is_full(&*txn, None).await? {
        return Ok(Err(Refusal::MenuFull));
    }
    let sort_order = match input.sort_order {
        Some(order) => order,
        None => next_department_order(&*txn).await?,
    };
    let row = departments::ActiveModel {
        slug: Set(free_slug(&*txn, &input.names.tr, "bolum").await?),
        name_tr: Set(input.names.tr),
        name_en: Set(input.names.en),
        name_ru: Set(input.names.ru),
        icon_svg: Set(input.icon_svg.unwrap_or_else(|| DEFAULT_ICON.to_owned())),
        sort_order: Set(sort_order),
        show_in_menu: Set(input.show_in_menu),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    audit::record(&*txn, Change::new(actor, "department.create", Entity::Department, row.id).after(&row)).await?;
    txn.commit().await?;
    Ok(Ok(row))
}

pub async fn update_department(
    db: &sea_orm::DatabaseConnection,
    actor: Actor,
    id: i64,
    input: DepartmentInput,
) -> Outcome<departments::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = departments::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    if input.show_in_menu && !before.show_in_menu && menu_is_full(&*txn, Some(id)).await? {
        return Ok(Err(Refusal::MenuFull));
    }
    let mut row = before.clone().into_active_model();
    row.name_tr = Set(input.names.tr);
    row.name_en = Set(input.names.en);
    row.name_ru = Set(input.names.ru);
    row.show_in_menu = Set(input.show_in_menu);
    if let Some(order) = input.sort_order {
        row.sort_order = Set(order);
    }
    if let Some(icon) = input.icon_svg {
        row.icon_svg = Set(icon);
    }
    let after = row.update(&*txn).await?;
    audit::record(&*txn, Change::new(actor, "department.update", Entity::Department, id).between(&before, &after)).await?;
    txn.commit().await?;
    Ok(Ok(after))
}

/// Replaces a department's icon with an already sanitised white SVG.
pub async fn set_department_icon(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, svg: String) -> Outcome<departments::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = departments::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    let mut row = before.clone().into_active_model();
    row.icon_svg = Set(svg);
    let after = row.update(&*txn).await?;
    audit::record(&*txn, Change::new(actor, "department.icon", Entity::Department, id).between(&before.icon_svg, &after.icon_svg)).await?;
    txn.commit().await?;
    Ok(Ok(after))
}

/// Deletes a department. With categories it is refused; with `force` its categories that hold
/// no services at all are deleted with it, and it is refused while any category holds one.
pub async fn delete_department(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, force: bool) -> Outcome<()> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = departments::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    let children = categories::Entity::find().filter(categories::Column::DepartmentId.eq(id)).all(&*txn).await?;
    if !children.is_empty() {
        let ids: Vec<i64> = children.iter().map(|c| c.id).collect();
        let holding = services::Entity::find()
            .select_only()
            .column(services::Column::CategoryId)
            .distinct()
            .filter(services::Column::CategoryId.is_in(ids.clone()))
            .into_tuple::<i64>()
            .all(&*txn)
            .await?
            .len() as u64;
        if !force || holding > 0 {
            return Ok(Err(Refusal::DepartmentHasCategories(if force { holding } else { children.len() as u64 })));
        }
        categories::Entity::delete_many().filter(categories::Column::Id.is_in(ids)).exec(&*txn).await?;
    }
    departments::Entity::delete_by_id(id).exec(&*txn).await?;
    let reason = force.then_some("force: empty categories deleted");
    audit::record(&*txn, Change::new(actor, "department.delete", Entity::Department, id).before(&before).reason(reason)).await?;
    txn.commit().await?;
    Ok(Ok(()))
}

/// Renumbers a department's categories 1..n in the given order.
async fn renumber(db: &impl ConnectionTrait, ordered: &[i64]) -> Result<(), Error> {
    for (index, id) in ordered.iter().enumerate() {
        categories::Entity::update_many()
            .col_expr(categories::Column::SortOrder, sea_orm::sea_query::Expr::value(index as i32 + 1))
            .filter(categories::Column::Id.eq(*id))
            .exec(db)
            .await?;
    }
    Ok(())
}

async fn category_ids_in_order(db: &impl ConnectionTrait, department_id: i64) -> Result<Vec<i64>, Error> {
    Ok(categories::Entity::find()
        .select_only()
        .column(categories::Column::Id)
        .filter(categories::Column::DepartmentId.eq(department_id))
        .order_by_asc(categories::Column::SortOrder)
        .order_by_asc(categories::Column::Id)
        .into_tuple::<i64>()
        .all(db)
        .await?)
}

/// Creates a category at the end of its department.
pub async fn create_category(
    db: &sea_orm::DatabaseConnection,
    actor: Actor,
    department_id: i64,
    names: Names,
) -> Outcome<categories::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    if departments::Entity::find_by_id(department_id).one(&*txn).await?.is_none() {
        return Ok(Err(Refusal::UnknownDepartment));
    }
    let order = category_ids_in_order(&*txn, department_id).await?.len() as i32 + 1;
    let row = categories::ActiveModel {
        department_id: Set(department_id),
        slug: Set(free_slug(&*txn, &names.tr, "kategori").await?),
        name_tr: Set(names.tr),
        name_en: Set(names.en),
        name_ru: Set(names.ru),
        sort_order: Set(order),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    audit::record(&*txn, Change::new(actor, "category.create", Entity::Category, row.id).after(&row)).await?;
    txn.commit().await?;
    Ok(Ok(row))
}

/// Renames a category (its place changes with [`move_category`]).
pub async fn update_category(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, names: Names) -> Outcome<categories::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = categories::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    let mut row = before.clone().into_active_model();
    row.name_tr = Set(names.tr);
    row.name_en = Set(names.en);
    row.name_ru = Set(names.ru);
    let after = row.update(&*txn).await?;
    audit::record(&*txn, Change::new(actor, "category.update", Entity::Category, id).between(&before, &after)).await?;
    txn.commit().await?;
    Ok(Ok(after))
}

/// Puts a category at `position` (0-based; at or past the end means last) of a department,
/// possibly another one; both departments' categories are renumbered 1..n.
pub async fn move_category(
    db: &sea_orm::DatabaseConnection,
    actor: Actor,
    id: i64,
    department_id: i64,
    position: usize,
) -> Outcome<categories::Model> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = categories::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    if departments::Entity::find_by_id(department_id).one(&*txn).await?.is_none() {
        return Ok(Err(Refusal::UnknownDepartment));
    }
    if before.department_id != department_id {
        let mut left = category_ids_in_order(&*txn, before.department_id).await?;
        left.retain(|c| *c != id);
        renumber(&*txn, &left).await?;
        categories::Entity::update_many()
            .col_expr(categories::Column::DepartmentId, sea_orm::sea_query::Expr::value(department_id))
            .filter(categories::Column::Id.eq(id))
            .exec(&*txn)
            .await?;
        crate::listing::prices::refresh_offering_category(&*txn, id).await?;
    }
    let mut target = category_ids_in_order(&*txn, department_id).await?;
    target.retain(|c| *c != id);
    target.insert(position.min(target.len()), id);
    renumber(&*txn, &target).await?;
    let after =
        categories::Entity::find_by_id(id).one(&*txn).await?.ok_or_else(|| Error(sea_orm::DbErr::RecordNotFound("category".into())))?;
    audit::record(&*txn, Change::new(actor, "category.move", Entity::Category, id).between(&before, &after)).await?;
    txn.commit().await?;
    Ok(Ok(after))
}

/// Deletes a category. With services it is refused; with `force` its services no salon offers
/// (approved, pending or declined requests alike) are deleted with it, and it is refused while
/// a salon offers one of them.
pub async fn delete_category(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, force: bool) -> Outcome<()> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = categories::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    let children: Vec<i64> = services::Entity::find()
        .select_only()
        .column(services::Column::Id)
        .filter(services::Column::CategoryId.eq(id))
        .into_tuple::<i64>()
        .all(&*txn)
        .await?;
    if !children.is_empty() {
        let bound = salon_services::Entity::find()
            .select_only()
            .column(salon_services::Column::ServiceId)
            .distinct()
            .filter(salon_services::Column::ServiceId.is_in(children.clone()))
            .into_tuple::<i64>()
            .all(&*txn)
            .await?
            .len() as u64;
        if !force || bound > 0 {
            return Ok(Err(Refusal::CategoryHasServices(if force { bound } else { children.len() as u64 })));
        }
        services::Entity::delete_many().filter(services::Column::Id.is_in(children)).exec(&*txn).await?;
    }
    categories::Entity::delete_by_id(id).exec(&*txn).await?;
    let mut rest = category_ids_in_order(&*txn, before.department_id).await?;
    rest.retain(|c| *c != id);
    renumber(&*txn, &rest).await?;
    let reason = force.then_some("force: services no salon offers deleted");
    audit::record(&*txn, Change::new(actor, "category.delete", Entity::Category, id).before(&before).reason(reason)).await?;
    txn.commit().await?;
    Ok(Ok(()))
}

/// A catalogue service's form.
#[derive(Debug, Clone)]
pub struct ServiceInput {
    pub category_id: i64,
    pub names: Names,
    pub descriptions: Names,
    pub default_duration_min: i32,
}

fn search_key(names: &Names) -> String {
    fold(&format!("{} {} {}", names.tr, names.en, names.ru)).trim().to_owned()
}

fn description(text: String) -> Option<String> {
    if text.trim().is_empty() { None } else { Some(text) }
}

/// Creates an approved catalogue service.
pub async fn create_service(
    db: &sea_orm::DatabaseConnection,
    actor: Actor,
    input: ServiceInput,
    now: DateTime<Utc>,
) -> Outcome<ServiceNode> {
    let txn = crate::bookings::begin_write(db).await?;
    if categories::Entity::find_by_id(input.category_id).one(&*txn).await?.is_none() {
        return Ok(Err(Refusal::UnknownCategory));
    }
    let row = services::ActiveModel {
        category_id: Set(input.category_id),
        slug: Set(free_slug(&*txn, &input.names.tr, "hizmet").await?),
        search_key: Set(search_key(&input.names)),
        name_tr: Set(input.names.tr),
        name_en: Set(input.names.en),
        name_ru: Set(input.names.ru),
        description_tr: Set(description(input.descriptions.tr)),
        description_en: Set(description(input.descriptions.en)),
        description_ru: Set(description(input.descriptions.ru)),
        default_duration_min: Set(input.default_duration_min),
        moderation_state: Set(APPROVED.into()),
        requested_by_salon_id: Set(None),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    audit::record(&*txn, Change::new(actor, "service.create", Entity::Service, row.id).after(&row)).await?;
    txn.commit().await?;
    Ok(Ok(service_node(&row, 0)))
}

async fn salons_of(db: &impl ConnectionTrait, service_id: i64) -> Result<Vec<i64>, Error> {
    let mut ids: Vec<i64> = salon_services::Entity::find()
        .select_only()
        .column(salon_services::Column::SalonId)
        .filter(salon_services::Column::ServiceId.eq(service_id))
        .into_tuple::<i64>()
        .all(db)
        .await?;
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// Edits a catalogue service: names, descriptions, category, default duration (the salons'
/// own prices and durations are theirs and stay).
pub async fn update_service(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, input: ServiceInput) -> Outcome<ServiceNode> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = services::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    if categories::Entity::find_by_id(input.category_id).one(&*txn).await?.is_none() {
        return Ok(Err(Refusal::UnknownCategory));
    }
    let mut row = before.clone().into_active_model();
    row.category_id = Set(input.category_id);
    row.search_key = Set(search_key(&input.names));
    row.name_tr = Set(input.names.tr);
    row.name_en = Set(input.names.en);
    row.name_ru = Set(input.names.ru);
    row.description_tr = Set(description(input.descriptions.tr));
    row.description_en = Set(description(input.descriptions.en));
    row.description_ru = Set(description(input.descriptions.ru));
    row.default_duration_min = Set(input.default_duration_min);
    let after = row.update(&*txn).await?;
    if after.category_id != before.category_id {
        crate::listing::prices::refresh_offering_service(&*txn, id).await?;
    }
    audit::record(&*txn, Change::new(actor, "service.update", Entity::Service, id).between(&before, &after)).await?;
    let salons = salons_of(&*txn, id).await?.len() as i64;
    txn.commit().await?;
    Ok(Ok(service_node(&after, salons)))
}

/// The notification kind a salon's staff get when the admin removes a service they offered.
pub const SERVICE_REMOVED_NOTICE: &str = "catalogue_service_removed";

/// Deletes a catalogue service. While salons offer it, it is refused; with `force` their
/// bindings (with their options and masters' assignments, and any basket lines) are removed
/// and each such salon's staff get an in-app notification naming the service. A service that
/// appointments were booked with stays: the visits' history needs it.
pub async fn delete_service(db: &sea_orm::DatabaseConnection, actor: Actor, id: i64, force: bool, now: DateTime<Utc>) -> Outcome<Vec<i64>> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(before) = services::Entity::find_by_id(id).one(&*txn).await? else { return Ok(Err(Refusal::NotFound)) };
    let salons = salons_of(&*txn, id).await?;
    if !salons.is_empty() {
        if !force {
            return Ok(Err(Refusal::ServiceUsedBySalons(salons.len() as u64)));
        }
        let bindings: Vec<i64> = salon_services::Entity::find()
            .select_only()
            .column(salon_services::Column::Id)
            .filter(salon_services::Column::ServiceId.eq(id))
            .into_tuple::<i64>()
            .all(&*txn)
            .await?;
        let booked =
            appointment_items::Entity::find().filter(appointment_items::Column::SalonServiceId.is_in(bindings)).count(&*txn).await?;
        if booked > 0 {
            return Ok(Err(Refusal::ServiceHasBookings));
        }
        salon_services::Entity::delete_many().filter(salon_services::Column::ServiceId.eq(id)).exec(&*txn).await?;
        crate::listing::prices::refresh(&*txn, &salons).await?;
        let params = serde_json::json!({ "service_tr": before.name_tr, "service_en": before.name_en, "service_ru": before.name_ru });
        for salon_id in &salons {
            for account in crate::notifications::salon_staff_accounts(&*txn, *salon_id).await? {
                crate::notifications::notify(&*txn, account, SERVICE_REMOVED_NOTICE, None, &params, now).await?;
            }
        }
    }
    services::Entity::delete_by_id(id).exec(&*txn).await?;
    let reason = (!salons.is_empty()).then_some("force: the salons' bindings removed, their staff notified");
    audit::record(
        &*txn,
        Change::new(actor, "service.delete", Entity::Service, id)
            .before(&before)
            .after(&serde_json::json!({ "unbound_salons": salons }))
            .reason(reason),
    )
    .await?;
    txn.commit().await?;
    Ok(Ok(salons))
}
