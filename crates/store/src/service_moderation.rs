//! Moderating salons' requests for new services (spec §4 "service creation request … admin
//! confirms, optionally merging into an existing service or renaming, or declines"; issue #17
//! item 3). A request is a `services` row in state `pending` with `requested_by_salon_id`
//! (`salon_profile::request_service`). Each decision is one transaction: the guarded state
//! change, the salon's binding, the salon staff's notification and the audit record.
//!
//! The guard is the write itself (`UPDATE … WHERE moderation_state = 'pending'`, then the rows
//! affected): two moderators deciding at once cannot both win, which a read-then-write would
//! allow on PostgreSQL.

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::text::{fold, slugify};
use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, IntoActiveModel, QueryFilter, Set,
    Value,
};
use serde::Serialize;

use crate::Error;
use crate::audit::{self, Actor, Change};
use crate::catalogue::localized;
use crate::entities::{categories, salon_services, services};
use crate::notifications;
use crate::salon_profile::{APPROVED, DECLINED, MERGED, PENDING, free_slug};
use crate::table::{Order, Sorting, TableSql};

/// Notification kinds the requesting salon's staff get (texts `notice_<kind>` in `messages.json`).
pub const NOTICE_APPROVED: &str = "service_request_approved";
pub const NOTICE_MERGED: &str = "service_request_merged";
pub const NOTICE_DECLINED: &str = "service_request_declined";

/// Why a decision was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModerationRefusal {
    /// No such request (a catalogue service no salon asked for is not a request).
    NotFound,
    /// Decided already (approved, merged or declined).
    NotPending,
    UnknownCategory,
    /// The merge target is not an approved catalogue service (or is the request itself).
    UnknownTarget,
}

/// What a decision left the salon with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    /// The catalogue service the salon now sells (the request itself, or the merge target).
    pub service_id: i64,
    /// The salon's binding to it; none when the salon is gone or asked no price (older requests).
    pub binding_id: Option<i64>,
    /// The notifications written for the salon's staff, `(account, notification)`: the caller
    /// signals them on the realtime channel after the commit, so open request lists reload.
    pub notified: Vec<(i64, i64)>,
}

/// The moderator's edit of a request: names (Turkish required), category, default duration.
#[derive(Debug, Clone)]
pub struct RequestEdit {
    pub names: [String; 3],
    pub category_id: i64,
    pub default_duration_min: i32,
}

/// What the audit keeps of a request before and after a decision.
#[derive(Debug, Serialize)]
struct Snapshot<'a> {
    state: &'a str,
    name_tr: &'a str,
    name_en: &'a str,
    name_ru: &'a str,
    category_id: i64,
    default_duration_min: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    merged_into_service_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    binding_id: Option<i64>,
}

impl<'a> Snapshot<'a> {
    fn of(row: &'a services::Model) -> Self {
        Snapshot {
            state: &row.moderation_state,
            name_tr: &row.name_tr,
            name_en: &row.name_en,
            name_ru: &row.name_ru,
            category_id: row.category_id,
            default_duration_min: row.default_duration_min,
            merged_into_service_id: row.merged_into_service_id,
            binding_id: None,
        }
    }
}

/// A salon's request (any state); `NotFound` for catalogue services no salon asked for.
async fn request(db: &impl ConnectionTrait, id: i64) -> Result<Result<services::Model, ModerationRefusal>, Error> {
    Ok(services::Entity::find_by_id(id).one(db).await?.filter(|r| r.requested_by_salon_id.is_some()).ok_or(ModerationRefusal::NotFound))
}

/// Writes `changes` only while the request is pending; false when it was decided meanwhile.
async fn update_pending(db: &impl ConnectionTrait, id: i64, changes: Vec<(services::Column, SimpleExpr)>) -> Result<bool, Error> {
    let mut update = services::Entity::update_many();
    for (column, value) in changes {
        update = update.col_expr(column, value);
    }
    let result = update.filter(services::Column::Id.eq(id)).filter(services::Column::ModerationState.eq(PENDING)).exec(db).await?;
    Ok(result.rows_affected == 1)
}

fn name_changes(names: &[String; 3]) -> Vec<(services::Column, SimpleExpr)> {
    let [tr, en, ru] = names;
    vec![
        (services::Column::NameTr, Expr::value(tr.clone())),
        (services::Column::NameEn, Expr::value(en.clone())),
        (services::Column::NameRu, Expr::value(ru.clone())),
        (services::Column::SearchKey, Expr::value(fold(&format!("{tr} {en} {ru}")).trim().to_owned())),
    ]
}

/// Binds `service_id` to the salon at the price and duration it asked for. A binding the salon
/// already has is kept as it is; one removed earlier (kept for past visits) comes back.
async fn bind_asked(
    db: &impl ConnectionTrait,
    salon_id: i64,
    service_id: i64,
    asked: &services::Model,
    now: DateTime<Utc>,
) -> Result<Option<i64>, Error> {
    let Some(price) = asked.requested_price else { return Ok(None) };
    let duration = asked.requested_duration_min.unwrap_or(asked.default_duration_min);
    let existing = salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::ServiceId.eq(service_id))
        .one(db)
        .await?;
    let id = match existing {
        Some(row) if row.active => row.id,
        Some(row) => {
            let id = row.id;
            let mut row = row.into_active_model();
            row.price = Set(price);
            row.duration_min = Set(duration);
            row.discount_percent = Set(0);
            row.active = Set(true);
            row.update(db).await?;
            id
        }
        None => {
            salon_services::ActiveModel {
                salon_id: Set(salon_id),
                service_id: Set(service_id),
                price: Set(price),
                discount_percent: Set(0),
                duration_min: Set(duration),
                is_multiple: Set(false),
                description: Set(asked.description_tr.clone()),
                active: Set(true),
                created_at: Set(now),
                ..Default::default()
            }
            .insert(db)
            .await?
            .id
        }
    };
    crate::listing::prices::refresh(db, &[salon_id]).await?;
    Ok(Some(id))
}

/// Tells every account that runs the salon.
async fn notify_salon(
    db: &impl ConnectionTrait,
    salon_id: i64,
    kind: &str,
    params: serde_json::Value,
    now: DateTime<Utc>,
) -> Result<Vec<(i64, i64)>, Error> {
    let mut notified = Vec::new();
    for account in notifications::salon_staff_accounts(db, salon_id).await? {
        notified.push((account, notifications::notify(db, account, kind, None, &params, now).await?));
    }
    Ok(notified)
}

/// Approves a request with the moderator's names, category and default duration: the service
/// joins the catalogue and the requesting salon sells it at the price and duration it asked.
pub async fn approve(
    db: &DatabaseConnection,
    actor: Actor,
    id: i64,
    edit: RequestEdit,
    now: DateTime<Utc>,
) -> Result<Result<Decision, ModerationRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match request(&txn, id).await? {
        Ok(row) => row,
        Err(refusal) => return Ok(Err(refusal)),
    };
    if categories::Entity::find_by_id(edit.category_id).one(&txn).await?.is_none() {
        return Ok(Err(ModerationRefusal::UnknownCategory));
    }
    let mut changes = name_changes(&edit.names);
    // The slug follows a new Turkish name; the old one stays when the name keeps its slug.
    if slugify(&edit.names[0]) != slugify(&before.name_tr) {
        changes.push((services::Column::Slug, Expr::value(free_slug(&txn, &edit.names[0]).await?)));
    }
    changes.extend([
        (services::Column::CategoryId, Expr::value(edit.category_id)),
        (services::Column::DefaultDurationMin, Expr::value(edit.default_duration_min)),
        (services::Column::ModerationState, Expr::value(APPROVED)),
        (services::Column::ModeratedAt, Expr::value(now)),
    ]);
    if !update_pending(&txn, id, changes).await? {
        return Ok(Err(ModerationRefusal::NotPending));
    }
    let after = services::Entity::find_by_id(id).one(&txn).await?.ok_or(ModerationRefusal::NotFound);
    let Ok(after) = after else { return Ok(Err(ModerationRefusal::NotFound)) };
    let mut binding_id = None;
    let mut notified = Vec::new();
    if let Some(salon_id) = before.requested_by_salon_id {
        binding_id = bind_asked(&txn, salon_id, id, &before, now).await?;
        notified = notify_salon(&txn, salon_id, NOTICE_APPROVED, serde_json::json!({ "service": after.name_tr }), now).await?;
    }
    let mut snapshot = Snapshot::of(&after);
    snapshot.binding_id = binding_id;
    audit::record(&txn, Change::new(actor, "service.approve", audit::Entity::Service, id).between(&Snapshot::of(&before), &snapshot))
        .await?;
    txn.commit().await?;
    Ok(Ok(Decision { service_id: id, binding_id, notified }))
}

/// Merges a request into an approved catalogue service that already is the same thing: the
/// request is closed as `merged` and the salon sells the existing service at its asked price
/// and duration (a binding it already has stays as it is).
pub async fn merge(
    db: &DatabaseConnection,
    actor: Actor,
    id: i64,
    target_id: i64,
    now: DateTime<Utc>,
) -> Result<Result<Decision, ModerationRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match request(&txn, id).await? {
        Ok(row) => row,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let target = services::Entity::find_by_id(target_id).one(&txn).await?.filter(|t| t.moderation_state == APPROVED && t.id != id);
    let Some(target) = target else { return Ok(Err(ModerationRefusal::UnknownTarget)) };
    let changes = vec![
        (services::Column::ModerationState, Expr::value(MERGED)),
        (services::Column::MergedIntoServiceId, Expr::value(target_id)),
        (services::Column::ModeratedAt, Expr::value(now)),
    ];
    if !update_pending(&txn, id, changes).await? {
        return Ok(Err(ModerationRefusal::NotPending));
    }
    let mut binding_id = None;
    let mut notified = Vec::new();
    if let Some(salon_id) = before.requested_by_salon_id {
        binding_id = bind_asked(&txn, salon_id, target_id, &before, now).await?;
        let params = serde_json::json!({ "service": before.name_tr, "target": target.name_tr });
        notified = notify_salon(&txn, salon_id, NOTICE_MERGED, params, now).await?;
    }
    let mut after = Snapshot::of(&before);
    after.state = MERGED;
    after.merged_into_service_id = Some(target_id);
    after.binding_id = binding_id;
    audit::record(&txn, Change::new(actor, "service.merge", audit::Entity::Service, id).between(&Snapshot::of(&before), &after)).await?;
    txn.commit().await?;
    Ok(Ok(Decision { service_id: target_id, binding_id, notified }))
}

/// Renames a pending request (it stays pending; the salon sees the new names).
pub async fn rename(db: &DatabaseConnection, actor: Actor, id: i64, names: [String; 3]) -> Result<Result<(), ModerationRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match request(&txn, id).await? {
        Ok(row) => row,
        Err(refusal) => return Ok(Err(refusal)),
    };
    if !update_pending(&txn, id, name_changes(&names)).await? {
        return Ok(Err(ModerationRefusal::NotPending));
    }
    let [name_tr, name_en, name_ru] = &names;
    let after = Snapshot { name_tr, name_en, name_ru, ..Snapshot::of(&before) };
    audit::record(&txn, Change::new(actor, "service.rename", audit::Entity::Service, id).between(&Snapshot::of(&before), &after)).await?;
    txn.commit().await?;
    Ok(Ok(()))
}

/// Declines a request with the reason the salon reads; answers the notifications written for the
/// salon's staff, `(account, notification)`, as [`Decision::notified`].
pub async fn decline(
    db: &DatabaseConnection,
    actor: Actor,
    id: i64,
    reason: &str,
    now: DateTime<Utc>,
) -> Result<Result<Vec<(i64, i64)>, ModerationRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match request(&txn, id).await? {
        Ok(row) => row,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let changes = vec![
        (services::Column::ModerationState, Expr::value(DECLINED)),
        (services::Column::DeclineReason, Expr::value(reason.to_owned())),
        (services::Column::ModeratedAt, Expr::value(now)),
    ];
    if !update_pending(&txn, id, changes).await? {
        return Ok(Err(ModerationRefusal::NotPending));
    }
    let mut notified = Vec::new();
    if let Some(salon_id) = before.requested_by_salon_id {
        notified =
            notify_salon(&txn, salon_id, NOTICE_DECLINED, serde_json::json!({ "service": before.name_tr, "reason": reason }), now).await?;
    }
    let after = Snapshot { state: DECLINED, ..Snapshot::of(&before) };
    let change =
        Change::new(actor, "service.decline", audit::Entity::Service, id).between(&Snapshot::of(&before), &after).reason(Some(reason));
    audit::record(&txn, change).await?;
    txn.commit().await?;
    Ok(Ok(notified))
}

/// A request as the moderators' table shows it.
#[derive(Debug, Clone)]
pub struct ModerationRow {
    pub id: i64,
    /// In the reader's language (Turkish when that one is empty).
    pub name: String,
    pub names: [String; 3],
    pub category_id: i64,
    pub category: String,
    pub department_id: i64,
    pub department: String,
    pub salon_id: Option<i64>,
    pub salon: Option<String>,
    pub requested_price: Option<i64>,
    pub requested_duration_min: Option<i32>,
    pub default_duration_min: i32,
    pub moderation_state: String,
    pub decline_reason: Option<String>,
    pub merged_into_service_id: Option<i64>,
    pub merged_into: Option<String>,
    pub created_at: DateTime<Utc>,
    pub moderated_at: Option<DateTime<Utc>>,
}

#[derive(FromQueryResult)]
struct Row {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    category_id: i64,
    category_tr: String,
    category_en: String,
    category_ru: String,
    department_id: i64,
    department_tr: String,
    department_en: String,
    department_ru: String,
    salon_id: Option<i64>,
    salon: Option<String>,
    requested_price: Option<i64>,
    requested_duration_min: Option<i32>,
    default_duration_min: i32,
    moderation_state: String,
    decline_reason: Option<String>,
    merged_into_service_id: Option<i64>,
    merged_tr: Option<String>,
    merged_en: Option<String>,
    merged_ru: Option<String>,
    created_at: DateTime<Utc>,
    moderated_at: Option<DateTime<Utc>>,
}

/// What the moderators' table may be asked.
#[derive(Debug, Clone)]
pub struct ModerationQuery {
    pub search: Option<String>,
    pub states: Option<Vec<String>>,
    pub salon_ids: Option<Vec<i64>>,
    pub department_ids: Option<Vec<i64>>,
    /// An order of [`MODERATION_SORTING`].
    pub order: Order,
    pub offset: u64,
    pub limit: u64,
}

/// Columns the moderators' table sorts by; newest requests first.
pub const MODERATION_SORTING: Sorting = Sorting {
    columns: &[("name", "s.search_key"), ("salon", "sa.name"), ("state", "s.moderation_state"), ("created_at", "s.created_at")],
    default: "s.created_at DESC",
    tie_breaker: "s.id DESC",
};

const FROM: &str = "services s JOIN categories c ON c.id = s.category_id JOIN departments d ON d.id = c.department_id \
                    LEFT JOIN salons sa ON sa.id = s.requested_by_salon_id LEFT JOIN services m ON m.id = s.merged_into_service_id";

fn ids(column: &str, ids: &[i64], table: &mut TableSql) {
    if ids.is_empty() {
        table.filter("1 = 0", []);
    } else {
        let marks = vec!["?"; ids.len()].join(", ");
        table.filter(&format!("{column} IN ({marks})"), ids.iter().map(|i| Value::from(*i)));
    }
}

/// One page of salons' requests (every service a salon asked for, whatever its state).
pub async fn requests_page(db: &DatabaseConnection, locale: Locale, query: &ModerationQuery) -> Result<(Vec<ModerationRow>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), FROM);
    table.filter("s.requested_by_salon_id IS NOT NULL", []);
    if let Some(states) = &query.states {
        table.any_of("s.moderation_state", states);
    }
    if let Some(salons) = &query.salon_ids {
        ids("s.requested_by_salon_id", salons, &mut table);
    }
    if let Some(departments) = &query.department_ids {
        ids("c.department_id", departments, &mut table);
    }
    if let Some(search) = &query.search {
        table.search("s.search_key", search);
    }
    let select = "s.id, s.name_tr, s.name_en, s.name_ru, s.category_id, c.name_tr AS category_tr, c.name_en AS category_en, \
                  c.name_ru AS category_ru, c.department_id, d.name_tr AS department_tr, d.name_en AS department_en, \
                  d.name_ru AS department_ru, s.requested_by_salon_id AS salon_id, sa.name AS salon, s.requested_price, \
                  s.requested_duration_min, s.default_duration_min, s.moderation_state, s.decline_reason, s.merged_into_service_id, \
                  m.name_tr AS merged_tr, m.name_en AS merged_en, m.name_ru AS merged_ru, s.created_at, s.moderated_at";
    let (rows, count) = table.page::<Row>(db, select, &query.order, query.offset, query.limit).await?;
    Ok((
        rows.into_iter()
            .map(|r| ModerationRow {
                name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
                category: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
                department: localized(locale, &r.department_tr, &r.department_en, &r.department_ru).to_owned(),
                merged_into: r.merged_tr.as_deref().map(|tr| {
                    localized(locale, tr, r.merged_en.as_deref().unwrap_or_default(), r.merged_ru.as_deref().unwrap_or_default()).to_owned()
                }),
                names: [r.name_tr, r.name_en, r.name_ru],
                id: r.id,
                category_id: r.category_id,
                department_id: r.department_id,
                salon_id: r.salon_id,
                salon: r.salon,
                requested_price: r.requested_price,
                requested_duration_min: r.requested_duration_min,
                default_duration_min: r.default_duration_min,
                moderation_state: r.moderation_state,
                decline_reason: r.decline_reason,
                merged_into_service_id: r.merged_into_service_id,
                created_at: r.created_at,
                moderated_at: r.moderated_at,
            })
            .collect(),
        count,
    ))
}

/// A choice of the table's salon and department filters.
#[derive(Debug, Clone, PartialEq)]
pub struct FilterChoice {
    pub id: i64,
    pub name: String,
}

#[derive(FromQueryResult)]
struct ChoiceRow {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
}

/// The salons that asked for services and the departments their requests are in: the options
/// of the table's filters (a handful, unlike every salon of the platform).
pub async fn filter_choices(db: &DatabaseConnection, locale: Locale) -> Result<(Vec<FilterChoice>, Vec<FilterChoice>), Error> {
    let backend = db.get_database_backend();
    let salons = ChoiceRow::find_by_statement(crate::sql::statement(
        backend,
        "SELECT DISTINCT sa.id, sa.name AS name_tr, sa.name AS name_en, sa.name AS name_ru \
         FROM services s JOIN salons sa ON sa.id = s.requested_by_salon_id ORDER BY 2, 1",
        vec![],
    ));
    let departments = ChoiceRow::find_by_statement(crate::sql::statement(
        backend,
        "SELECT DISTINCT d.id, d.name_tr, d.name_en, d.name_ru, d.sort_order FROM services s JOIN categories c ON c.id = s.category_id \
         JOIN departments d ON d.id = c.department_id WHERE s.requested_by_salon_id IS NOT NULL ORDER BY d.sort_order, d.id",
        vec![],
    ));
    let choice = |r: ChoiceRow| FilterChoice { name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(), id: r.id };
    Ok((salons.all(db).await?.into_iter().map(choice).collect(), departments.all(db).await?.into_iter().map(choice).collect()))
}
