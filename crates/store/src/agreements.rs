//! The admin's side of agreements (issue #17 item 8): the table, the versions, and the save that
//! makes a new version. Acceptance by accounts is in `accounts::agreements`.

use chrono::{DateTime, Utc};
use domain::agreement::AgreementText;
use domain::text::fold;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, IntoActiveModel, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{accounts, agreement_versions, agreements};
use crate::table::{Order, Sorting, TableSql};

/// The agreements table's sortable columns.
pub const AGREEMENT_SORTING: Sorting = Sorting {
    columns: &[("name", "COALESCE(a.search_key, a.slug)"), ("slug", "a.slug"), ("version", "a.version"), ("updated", "a.updated_at")],
    default: "a.id ASC",
    tie_breaker: "a.id ASC",
};

/// Who reads an agreement: `client` or `salon` (the table's kind filter).
pub const AGREEMENT_KINDS: [&str; 2] = ["client", "salon"];

/// The filters of the agreements table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct AgreementFilter {
    pub search: Option<String>,
    pub kinds: Option<Vec<String>>,
    pub forced: Option<bool>,
}

/// One row of the agreements table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct AgreementRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub kind: String,
    pub version: i32,
    pub force_accept: bool,
    pub updated_at: DateTime<Utc>,
}

/// One page of agreements and the total count.
pub async fn list(
    db: &DatabaseConnection,
    filter: &AgreementFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<AgreementRow>, u64), Error> {
    let mut sql = TableSql::new(db.get_database_backend(), "agreements a");
    if let Some(search) = &filter.search {
        sql.search("a.search_key", search);
    }
    if let Some(kinds) = &filter.kinds {
        sql.any_of("a.kind", kinds);
    }
    if let Some(forced) = filter.forced {
        sql.filter("a.force_accept = ?", [forced.into()]);
    }
    sql.page(db, "a.id, a.slug, a.name, a.kind, a.version, a.force_accept, a.updated_at", order, offset, limit).await
}

fn search_key(name: &str, slug: &str) -> String {
    fold(&format!("{name} {slug}"))
}

/// A saved version as the version list shows it, with its author's name.
#[derive(Debug, Clone)]
pub struct VersionSummary {
    pub version: i32,
    pub name: String,
    pub force_accept: bool,
    pub created_at: DateTime<Utc>,
    pub author: Option<String>,
}

/// Every version of an agreement, newest first.
pub async fn versions(db: &DatabaseConnection, agreement_id: i64) -> Result<Vec<VersionSummary>, Error> {
    let rows = agreement_versions::Entity::find()
        .filter(agreement_versions::Column::AgreementId.eq(agreement_id))
        .order_by_desc(agreement_versions::Column::Version)
        .all(db)
        .await?;
    let author_ids: Vec<i64> = rows.iter().filter_map(|r| r.created_by).collect();
    let names: std::collections::HashMap<i64, String> = accounts::Entity::find()
        .filter(accounts::Column::Id.is_in(author_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.full_name))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| VersionSummary {
            version: r.version,
            name: r.name,
            force_accept: r.force_accept,
            created_at: r.created_at,
            author: r.created_by.and_then(|id| names.get(&id).cloned()),
        })
        .collect())
}

/// One saved version of an agreement.
pub async fn version(db: &DatabaseConnection, agreement_id: i64, version: i32) -> Result<Option<agreement_versions::Model>, Error> {
    Ok(agreement_versions::Entity::find()
        .filter(agreement_versions::Column::AgreementId.eq(agreement_id))
        .filter(agreement_versions::Column::Version.eq(version))
        .one(db)
        .await?)
}

/// What an admin saves.
#[derive(Debug, Clone)]
pub struct AgreementUpdate {
    pub text: AgreementText,
    /// Everyone must accept the new version at their next visit.
    pub force_accept: bool,
}

/// Saves the texts as the next version of the agreement `slug` and records the change; `None`
/// when there is no such agreement. The audit keeps version numbers and names, not the HTML,
/// which the version rows hold.
pub async fn update(db: &DatabaseConnection, slug: &str, input: AgreementUpdate, actor: Actor) -> Result<Option<agreements::Model>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(current) = agreements::Entity::find().filter(agreements::Column::Slug.eq(slug)).one(&txn).await? else {
        return Ok(None);
    };
    let now = Utc::now();
    let before = json!({"version": current.version, "name": current.name, "force_accept": current.force_accept});
    let next_version = current.version + 1;
    let mut row = current.into_active_model();
    row.name = Set(input.text.name.clone());
    row.search_key = Set(Some(search_key(&input.text.name, slug)));
    row.text_tr = Set(input.text.text_tr.clone());
    row.text_en = Set(input.text.text_en.clone());
    row.text_ru = Set(input.text.text_ru.clone());
    row.version = Set(next_version);
    row.force_accept = Set(input.force_accept);
    row.updated_at = Set(now);
    let saved = row.update(&txn).await?;
    insert_version(&txn, &saved, Some(actor.account_id)).await?;
    let after = json!({"version": saved.version, "name": saved.name, "force_accept": saved.force_accept});
    audit::record(&txn, Change::new(actor, "agreement.update", Entity::Agreement, saved.id).between(&before, &after)).await?;
    txn.commit().await?;
    Ok(Some(saved))
}

async fn insert_version<C: ConnectionTrait>(db: &C, agreement: &agreements::Model, author: Option<i64>) -> Result<(), Error> {
    agreement_versions::ActiveModel {
        agreement_id: Set(agreement.id),
        version: Set(agreement.version),
        name: Set(agreement.name.clone()),
        text_tr: Set(agreement.text_tr.clone()),
        text_en: Set(agreement.text_en.clone()),
        text_ru: Set(agreement.text_ru.clone()),
        force_accept: Set(agreement.force_accept),
        created_at: Set(agreement.updated_at),
        created_by: Set(author),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Gives agreements written outside [`update`] (before versioning, or by the seed) their search
/// key and a version row for their current text.
pub async fn backfill<C: ConnectionTrait>(db: &C) -> Result<(), Error> {
    for agreement in agreements::Entity::find().all(db).await? {
        let has_version = agreement_versions::Entity::find()
            .filter(agreement_versions::Column::AgreementId.eq(agreement.id))
            .filter(agreement_versions::Column::Version.eq(agreement.version))
            .count(db)
            .await?
            > 0;
        if !has_version {
            insert_version(db, &agreement, None).await?;
        }
        let key = search_key(&agreement.name, &agreement.slug);
        if agreement.search_key.as_deref() != Some(key.as_str()) {
            let mut row = agreement.into_active_model();
            row.search_key = Set(Some(key));
            row.update(db).await?;
        }
    }
    Ok(())
}
