//! The catalogue as a salon sees it, and its bindings: a catalogue service the salon sells, with
//! its price, discount, duration, options (subservices and add-ons) and the masters who do it.
//! The public salon page reads the same active bindings, so a change shows there at once.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::booking::Status;
use domain::text::fold;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, FromQueryResult, IntoActiveModel,
    PaginatorTrait, QueryFilter, QueryOrder, Set, SqlErr, Value,
};

use crate::catalogue::localized;
use crate::entities::{
    appointment_items, basket_items, categories, departments, master_services, masters, salon_service_options, salon_services, services,
};
use crate::sql::{contains_words, search_words, starts_with_pattern, statement};

/// Moderation states of a catalogue service. Salon requests start `pending`; moderators make
/// them `approved` (then any salon may bind them) or `declined`.
pub const APPROVED: &str = "approved";
pub const PENDING: &str = "pending";
pub const DECLINED: &str = "declined";

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
async fn bindings(db: &impl ConnectionTrait, salon_id: i64, ids: Option<&[i64]>) -> Result<HashMap<i64, Binding>, DbErr> {
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
pub async fn binding(db: &impl ConnectionTrait, salon_id: i64, binding_id: i64) -> Result<Option<(Binding, services::Model)>, DbErr> {
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
pub async fn catalogue(db: &DatabaseConnection, locale: Locale, salon_id: i64) -> Result<Vec<CatalogueDepartment>, DbErr> {
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
pub async fn master_choices(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<MasterChoice>, DbErr> {
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

/// A subservice or add-on to store; `id` keeps an existing option of the same binding (so past
/// visits keep pointing at it), otherwise a new one is made.
#[derive(Debug, Clone)]
pub struct OptionInput {
    pub id: Option<i64>,
    /// `subservice` or `addon`.
    pub kind: &'static str,
    pub names: [String; 3],
    pub price: i64,
    pub duration_min: i32,
}

/// A validated binding to store.
#[derive(Debug, Clone)]
pub struct BindingInput {
    pub price: i64,
    pub discount_percent: i16,
    pub duration_min: i32,
    pub description: Option<String>,
    pub is_multiple: bool,
    pub master_ids: Vec<i64>,
    pub options: Vec<OptionInput>,
}

/// Why a binding was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindingRefusal {
    /// No such approved service, or no such binding of this salon.
    NotFound,
    AlreadyBound,
    /// A master id that is not one of this salon's masters.
    ForeignMaster,
}

async fn masters_are_own(db: &impl ConnectionTrait, salon_id: i64, ids: &[i64]) -> Result<bool, DbErr> {
    if ids.is_empty() {
        return Ok(true);
    }
    let found = masters::Entity::find()
        .filter(masters::Column::Id.is_in(ids.to_vec()))
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(db)
        .await?;
    Ok(found == ids.len() as u64)
}

/// Writes options and masters of binding `id` as `input` says.
async fn write_parts(db: &impl ConnectionTrait, id: i64, input: &BindingInput) -> Result<(), DbErr> {
    let existing: Vec<i64> = salon_service_options::Entity::find()
        .filter(salon_service_options::Column::SalonServiceId.eq(id))
        .all(db)
        .await?
        .into_iter()
        .map(|o| o.id)
        .collect();
    let kept: Vec<i64> = input.options.iter().filter_map(|o| o.id).filter(|i| existing.contains(i)).collect();
    let mut removed = salon_service_options::Entity::delete_many().filter(salon_service_options::Column::SalonServiceId.eq(id));
    if !kept.is_empty() {
        removed = removed.filter(salon_service_options::Column::Id.is_not_in(kept.clone()));
    }
    removed.exec(db).await?;
    for (order, option) in input.options.iter().enumerate() {
        let [tr, en, ru] = option.names.clone();
        let mut row = salon_service_options::ActiveModel {
            salon_service_id: Set(id),
            kind: Set(option.kind.into()),
            name_tr: Set(tr),
            name_en: Set(en),
            name_ru: Set(ru),
            price: Set(option.price),
            duration_min: Set(option.duration_min),
            sort_order: Set(order as i32),
            ..Default::default()
        };
        match option.id.filter(|i| kept.contains(i)) {
            Some(existing_id) => {
                row.id = Set(existing_id);
                row.update(db).await?;
            }
            None => {
                row.insert(db).await?;
            }
        }
    }
    master_services::Entity::delete_many().filter(master_services::Column::SalonServiceId.eq(id)).exec(db).await?;
    let mut masters = input.master_ids.clone();
    masters.sort_unstable();
    masters.dedup();
    for master_id in masters {
        master_services::ActiveModel { master_id: Set(master_id), salon_service_id: Set(id), ..Default::default() }.insert(db).await?;
    }
    Ok(())
}

fn set_fields(row: &mut salon_services::ActiveModel, input: &BindingInput) {
    row.price = Set(input.price);
    row.discount_percent = Set(input.discount_percent);
    row.duration_min = Set(input.duration_min);
    row.description = Set(input.description.clone());
    row.is_multiple = Set(input.is_multiple);
    row.active = Set(true);
}

/// Binds an approved catalogue service to the salon. A binding removed earlier but kept for
/// past visits comes back with the new values.
pub async fn bind(
    db: &DatabaseConnection,
    salon_id: i64,
    service_id: i64,
    input: &BindingInput,
    now: DateTime<Utc>,
) -> Result<Result<i64, BindingRefusal>, DbErr> {
    let txn = crate::bookings::begin_write(db).await?;
    if services::Entity::find_by_id(service_id).one(&txn).await?.filter(|s| s.moderation_state == APPROVED).is_none() {
        return Ok(Err(BindingRefusal::NotFound));
    }
    if !masters_are_own(&txn, salon_id, &input.master_ids).await? {
        return Ok(Err(BindingRefusal::ForeignMaster));
    }
    let existing = salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::ServiceId.eq(service_id))
        .one(&txn)
        .await?;
    let id = match existing {
        Some(row) if row.active => return Ok(Err(BindingRefusal::AlreadyBound)),
        Some(row) => {
            let id = row.id;
            let mut row = row.into_active_model();
            set_fields(&mut row, input);
            row.update(&txn).await?;
            id
        }
        None => {
            let mut row = salon_services::ActiveModel {
                salon_id: Set(salon_id),
                service_id: Set(service_id),
                created_at: Set(now),
                ..Default::default()
            };
            set_fields(&mut row, input);
            match row.insert(&txn).await {
                Ok(row) => row.id,
                // Another request bound it first (the unique index on salon and service).
                Err(err) if matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
                    return Ok(Err(BindingRefusal::AlreadyBound));
                }
                Err(err) => return Err(err),
            }
        }
    };
    write_parts(&txn, id, input).await?;
    txn.commit().await?;
    Ok(Ok(id))
}

/// Changes a binding of this salon.
pub async fn update_binding(
    db: &DatabaseConnection,
    salon_id: i64,
    id: i64,
    input: &BindingInput,
) -> Result<Result<(), BindingRefusal>, DbErr> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(row) = salon_services::Entity::find_by_id(id).one(&txn).await?.filter(|r| r.salon_id == salon_id && r.active) else {
        return Ok(Err(BindingRefusal::NotFound));
    };
    if !masters_are_own(&txn, salon_id, &input.master_ids).await? {
        return Ok(Err(BindingRefusal::ForeignMaster));
    }
    let mut row = row.into_active_model();
    set_fields(&mut row, input);
    row.update(&txn).await?;
    write_parts(&txn, id, input).await?;
    txn.commit().await?;
    Ok(Ok(()))
}

/// What removing a binding did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unbound {
    /// No visit ever named it: the binding is gone.
    Deleted,
    /// Visits name it, so it stays for their history but is no longer sold or bookable;
    /// `planned` live visits from now on still take place.
    Deactivated { planned: u64 },
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

/// Removes a binding of this salon; `None` when the salon has no such active binding.
pub async fn unbind(db: &DatabaseConnection, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<Option<Unbound>, DbErr> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(row) = salon_services::Entity::find_by_id(id).one(&txn).await?.filter(|r| r.salon_id == salon_id && r.active) else {
        return Ok(None);
    };
    let used = appointment_items::Entity::find().filter(appointment_items::Column::SalonServiceId.eq(id)).count(&txn).await?;
    let outcome = if used == 0 {
        salon_services::Entity::delete_by_id(id).exec(&txn).await?;
        Unbound::Deleted
    } else {
        let live: Vec<Value> = Status::LIVE.iter().map(|s| Value::from(s.as_str())).collect();
        let marks = vec!["?"; live.len()].join(", ");
        let sql = format!(
            "SELECT COUNT(DISTINCT a.id) AS n FROM appointments a JOIN appointment_items i ON i.appointment_id = a.id \
             WHERE i.salon_service_id = ? AND a.salon_id = ? AND a.starts_at >= ? AND a.status IN ({marks})"
        );
        let mut values = vec![Value::from(id), Value::from(salon_id), Value::from(now)];
        values.extend(live);
        let planned =
            Count::find_by_statement(statement(txn.get_database_backend(), &sql, values)).one(&txn).await?.map_or(0, |c| c.n.max(0) as u64);
        let mut active = row.into_active_model();
        active.active = Set(false);
        active.update(&txn).await?;
        // Baskets cannot book it any more.
        basket_items::Entity::delete_many().filter(basket_items::Column::SalonServiceId.eq(id)).exec(&txn).await?;
        Unbound::Deactivated { planned }
    };
    txn.commit().await?;
    Ok(Some(outcome))
}

/// A catalogue service found by name, with the salon's binding id when it sells it.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogueHit {
    pub id: i64,
    pub name: String,
    pub category_id: i64,
    pub category: String,
    pub department: String,
    pub moderation_state: String,
    pub binding_id: Option<i64>,
    pub default_duration_min: i32,
}

#[derive(FromQueryResult)]
struct HitRow {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    category_id: i64,
    category_tr: String,
    category_en: String,
    category_ru: String,
    department_tr: String,
    department_en: String,
    department_ru: String,
    moderation_state: String,
    binding_id: Option<i64>,
    default_duration_min: i32,
}

/// Approved services (and the salon's own pending requests) whose names contain the term.
pub async fn search_catalogue(
    db: &DatabaseConnection,
    locale: Locale,
    salon_id: i64,
    term: &str,
    limit: u64,
) -> Result<Vec<CatalogueHit>, DbErr> {
    let backend = db.get_database_backend();
    let words = search_words(term);
    let (matches, match_values) = contains_words(backend, "services", &words);
    let mut values = vec![Value::from(salon_id), Value::from(salon_id)];
    values.extend(match_values);
    values.push(starts_with_pattern(words.first().map(String::as_str).unwrap_or_default()));
    values.push(Value::from(limit as i64));
    let sql = format!(
        "SELECT services.id, services.name_tr, services.name_en, services.name_ru, services.category_id, \
                categories.name_tr AS category_tr, categories.name_en AS category_en, categories.name_ru AS category_ru, \
                departments.name_tr AS department_tr, departments.name_en AS department_en, departments.name_ru AS department_ru, \
                services.moderation_state, ss.id AS binding_id, services.default_duration_min \
         FROM services JOIN categories ON categories.id = services.category_id JOIN departments ON departments.id = categories.department_id \
              LEFT JOIN salon_services ss ON ss.service_id = services.id AND ss.salon_id = ? AND ss.active = TRUE \
         WHERE (services.moderation_state = '{APPROVED}' OR (services.moderation_state = '{PENDING}' AND services.requested_by_salon_id = ?)) AND {matches} \
         ORDER BY CASE WHEN services.search_key LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, LENGTH(services.name_tr), services.id \
         LIMIT ?"
    );
    let rows = HitRow::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| CatalogueHit {
            name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
            category: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
            department: localized(locale, &r.department_tr, &r.department_en, &r.department_ru).to_owned(),
            id: r.id,
            category_id: r.category_id,
            moderation_state: r.moderation_state,
            binding_id: r.binding_id,
            default_duration_min: r.default_duration_min,
        })
        .collect())
}

/// Categories whose name in any language contains every word of the term (Turkish folding),
/// prefix matches first, then catalogue order. The catalogue has a few dozen categories, so
/// they are matched here rather than through a search index.
pub async fn search_categories(
    db: &DatabaseConnection,
    locale: Locale,
    term: &str,
    limit: usize,
) -> Result<Vec<crate::salon_profile::CategoryRef>, DbErr> {
    let words = search_words(term);
    if words.is_empty() {
        return Ok(Vec::new());
    }
    let categories = categories::Entity::find().all(db).await?;
    let mut hits: Vec<(bool, i64)> = categories
        .iter()
        .filter_map(|c| {
            let key = fold(&format!("{} {} {}", c.name_tr, c.name_en, c.name_ru));
            let names = [fold(&c.name_tr), fold(&c.name_en), fold(&c.name_ru)];
            words.iter().all(|w| key.contains(w.as_str())).then(|| (!names.iter().any(|n| n.starts_with(words[0].as_str())), c.id))
        })
        .collect();
    hits.sort();
    let ids: Vec<i64> = hits.iter().map(|(_, id)| *id).collect();
    let mut found = crate::salon_profile::categories_by_id(db, locale, &ids).await?;
    // Prefix matches first, each group in catalogue order.
    found.sort_by_key(|c| hits.iter().find(|(_, id)| *id == c.id).map(|(later, _)| *later));
    found.truncate(limit);
    Ok(found)
}

/// A category by id.
pub async fn category(db: &DatabaseConnection, id: i64) -> Result<Option<categories::Model>, DbErr> {
    categories::Entity::find_by_id(id).one(db).await
}
