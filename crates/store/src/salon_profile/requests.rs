//! New services a salon asks for (spec §4: a service creation request is under moderation): a
//! `services` row in state `pending` with `requested_by_salon_id`, which only that salon sees
//! until a moderator approves or declines it.

use crate::Error;
use chrono::{DateTime, Utc};
use domain::Locale;
use domain::salon_settings::same_name;
use domain::text::{fold, slugify};
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, Set, Value};

use crate::catalogue::localized;
use crate::entities::{categories, services};
use crate::salon_profile::{APPROVED, PENDING};
use crate::table::{Order, Sorting, TableSql};

/// A validated request.
#[derive(Debug, Clone)]
pub struct NewServiceRequest {
    pub category_id: i64,
    /// Turkish name (required), English and Russian (empty when not given).
    pub names: [String; 3],
    pub description: Option<String>,
    pub default_duration_min: i32,
    /// The price (kuruş) the salon will sell it for once approved; none leaves binding to the salon.
    pub price: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestRefusal {
    UnknownCategory,
    /// A service of that name exists in the category, approved or awaiting moderation.
    AlreadyExists,
}

/// A slug no service has yet: the Turkish name's, with `-2`, `-3`, ... when taken.
pub(crate) async fn free_slug(db: &impl sea_orm::ConnectionTrait, name: &str) -> Result<String, Error> {
    let base = match slugify(name) {
        s if s.is_empty() => "hizmet".to_owned(),
        s => s,
    };
    let mut candidate = base.clone();
    for n in 2.. {
        if services::Entity::find().filter(services::Column::Slug.eq(candidate.as_str())).count(db).await? == 0 {
            break;
        }
        candidate = format!("{base}-{n}");
    }
    Ok(candidate)
}

/// Stores a request unless the category has a service of that name (in any of its languages,
/// Turkish case and diacritics ignored) that is approved or pending. Declined names may be
/// asked again.
pub async fn request_service(
    db: &DatabaseConnection,
    salon_id: i64,
    request: NewServiceRequest,
    now: DateTime<Utc>,
) -> Result<Result<services::Model, RequestRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    if categories::Entity::find_by_id(request.category_id).one(&txn).await?.is_none() {
        return Ok(Err(RequestRefusal::UnknownCategory));
    }
    let siblings = services::Entity::find()
        .filter(services::Column::CategoryId.eq(request.category_id))
        .filter(services::Column::ModerationState.is_in([APPROVED, PENDING]))
        .all(&txn)
        .await?;
    let asked: Vec<&str> = request.names.iter().map(String::as_str).filter(|n| !n.trim().is_empty()).collect();
    if siblings.iter().any(|s| [&s.name_tr, &s.name_en, &s.name_ru].iter().any(|existing| asked.iter().any(|a| same_name(a, existing)))) {
        return Ok(Err(RequestRefusal::AlreadyExists));
    }
    let [name_tr, name_en, name_ru] = request.names;
    let row = services::ActiveModel {
        category_id: Set(request.category_id),
        slug: Set(free_slug(&txn, &name_tr).await?),
        search_key: Set(fold(&format!("{name_tr} {name_en} {name_ru}")).trim().to_owned()),
        name_tr: Set(name_tr),
        name_en: Set(name_en),
        name_ru: Set(name_ru),
        description_tr: Set(request.description),
        default_duration_min: Set(request.default_duration_min),
        requested_price: Set(request.price),
        requested_duration_min: Set(Some(request.default_duration_min)),
        moderation_state: Set(PENDING.into()),
        requested_by_salon_id: Set(Some(salon_id)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(Ok(row))
}

/// A request as the salon's list shows it.
#[derive(Debug, Clone)]
pub struct ServiceRequestRow {
    pub id: i64,
    pub name: String,
    pub category: String,
    pub department: String,
    pub moderation_state: String,
    pub default_duration_min: i32,
    pub created_at: DateTime<Utc>,
    pub requested_price: Option<i64>,
    /// Why the moderators declined it.
    pub decline_reason: Option<String>,
    /// The catalogue service it was merged into (in the reader's language), which the salon now sells.
    pub merged_into: Option<String>,
}

#[derive(FromQueryResult)]
struct RequestRow {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    category_tr: String,
    category_en: String,
    category_ru: String,
    department_tr: String,
    department_en: String,
    department_ru: String,
    moderation_state: String,
    default_duration_min: i32,
    created_at: DateTime<Utc>,
    requested_price: Option<i64>,
    decline_reason: Option<String>,
    merged_tr: Option<String>,
    merged_en: Option<String>,
    merged_ru: Option<String>,
}

/// What the requests table may be asked.
#[derive(Debug, Clone)]
pub struct RequestsQuery {
    pub search: Option<String>,
    pub states: Option<Vec<String>>,
    /// An order of [`REQUEST_SORTING`].
    pub order: Order,
    pub offset: u64,
    pub limit: u64,
}

/// Columns the requests table can be sorted by; newest requests first.
pub const REQUEST_SORTING: Sorting = Sorting {
    columns: &[("name", "s.search_key"), ("state", "s.moderation_state"), ("created_at", "s.created_at")],
    default: "s.created_at DESC",
    tie_breaker: "s.id DESC",
};

/// One page of the salon's own requests.
pub async fn requests_page(
    db: &DatabaseConnection,
    locale: Locale,
    salon_id: i64,
    query: &RequestsQuery,
) -> Result<(Vec<ServiceRequestRow>, u64), Error> {
    let mut table = TableSql::new(
        db.get_database_backend(),
        "services s JOIN categories c ON c.id = s.category_id JOIN departments d ON d.id = c.department_id \
         LEFT JOIN services m ON m.id = s.merged_into_service_id",
    );
    table.filter("s.requested_by_salon_id = ?", [Value::from(salon_id)]);
    if let Some(states) = &query.states {
        table.any_of("s.moderation_state", states);
    }
    if let Some(search) = &query.search {
        table.search("s.search_key", search);
    }
    let select = "s.id, s.name_tr, s.name_en, s.name_ru, c.name_tr AS category_tr, c.name_en AS category_en, c.name_ru AS category_ru, \
                  d.name_tr AS department_tr, d.name_en AS department_en, d.name_ru AS department_ru, s.moderation_state, s.default_duration_min, s.created_at, \
                  s.requested_price, s.decline_reason, m.name_tr AS merged_tr, m.name_en AS merged_en, m.name_ru AS merged_ru";
    let (rows, count) = table.page::<RequestRow>(db, select, &query.order, query.offset, query.limit).await?;
    Ok((
        rows.into_iter()
            .map(|r| ServiceRequestRow {
                name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
                category: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
                department: localized(locale, &r.department_tr, &r.department_en, &r.department_ru).to_owned(),
                merged_into: r.merged_tr.as_deref().map(|tr| {
                    localized(locale, tr, r.merged_en.as_deref().unwrap_or_default(), r.merged_ru.as_deref().unwrap_or_default()).to_owned()
                }),
                requested_price: r.requested_price,
                decline_reason: r.decline_reason,
                id: r.id,
                moderation_state: r.moderation_state,
                default_duration_min: r.default_duration_min,
                created_at: r.created_at,
            })
            .collect(),
        count,
    ))
}
