//! The audit trail, in one place: the raw requests written while an admin impersonates a salon
//! (`request`, table `audit_log`), and the admin changes (issue #17 item 9). Every admin write
//! records one `Change` in the same transaction as the write itself, so a change and its record
//! stand or fall together; the salon's and the user's card read their history back with `history`.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde::Serialize;

use crate::Error;
use crate::entities::{accounts, audit_changes, audit_log};

/// Records a write request made in an impersonated session, with the admin behind it.
pub async fn request<C: ConnectionTrait>(db: &C, actor: Actor, method: &str, path: &str, status: u16) -> Result<(), Error> {
    audit_log::ActiveModel {
        account_id: Set(actor.account_id),
        impersonator_id: Set(actor.impersonator_id),
        method: Set(method.into()),
        path: Set(path.into()),
        status: Set(status as i16),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Who made a change: the account, and the admin behind it while impersonating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    pub account_id: i64,
    pub impersonator_id: Option<i64>,
}

/// The kinds of record an admin changes; the history of one is read by (entity, id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    Salon,
    Account,
    Department,
    Category,
    Service,
    Review,
    Agreement,
    MasterCase,
    Master,
    /// A platform-wide setting (`platform_settings`, e.g. the star maximum); its id is 0.
    Setting,
    BlogPost,
    BlogCategory,
    InfoPage,
}

impl Entity {
    pub const ALL: [Entity; 13] = [
        Entity::Salon,
        Entity::Account,
        Entity::Department,
        Entity::Category,
        Entity::Service,
        Entity::Review,
        Entity::Agreement,
        Entity::MasterCase,
        Entity::Master,
        Entity::Setting,
        Entity::BlogPost,
        Entity::BlogCategory,
        Entity::InfoPage,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Entity::Salon => "salon",
            Entity::Account => "account",
            Entity::Department => "department",
            Entity::Category => "category",
            Entity::Service => "service",
            Entity::Review => "review",
            Entity::Agreement => "agreement",
            Entity::MasterCase => "master_case",
            Entity::Master => "master",
            Entity::Setting => "setting",
            Entity::BlogPost => "blog_post",
            Entity::BlogCategory => "blog_category",
            Entity::InfoPage => "info_page",
        }
    }

    pub fn parse(text: &str) -> Option<Entity> {
        Entity::ALL.into_iter().find(|e| e.as_str() == text)
    }
}

/// One change: `action` is a stable verb such as `salon.deactivate` or `service.approve`;
/// `before` and `after` are snapshots of what changed (any serialisable value, or none for a
/// creation / deletion).
#[derive(Debug)]
pub struct Change<'a> {
    pub actor: Actor,
    pub action: &'a str,
    pub entity: Entity,
    pub entity_id: i64,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub reason: Option<&'a str>,
}

impl<'a> Change<'a> {
    pub fn new(actor: Actor, action: &'a str, entity: Entity, entity_id: i64) -> Self {
        Change { actor, action, entity, entity_id, before: None, after: None, reason: None }
    }

    /// Snapshots of the record around the change (serialised with serde; a value that cannot be
    /// serialised is recorded as none rather than failing the write).
    pub fn between(mut self, before: &impl Serialize, after: &impl Serialize) -> Self {
        self.before = serde_json::to_value(before).ok();
        self.after = serde_json::to_value(after).ok();
        self
    }

    pub fn before(mut self, before: &impl Serialize) -> Self {
        self.before = serde_json::to_value(before).ok();
        self
    }

    pub fn after(mut self, after: &impl Serialize) -> Self {
        self.after = serde_json::to_value(after).ok();
        self
    }

    pub fn reason(mut self, reason: Option<&'a str>) -> Self {
        self.reason = reason;
        self
    }
}

/// Records a change; call it with the transaction that makes the change.
pub async fn record<C: ConnectionTrait>(db: &C, change: Change<'_>) -> Result<(), Error> {
    audit_changes::ActiveModel {
        actor_id: Set(change.actor.account_id),
        impersonator_id: Set(change.actor.impersonator_id),
        action: Set(change.action.into()),
        entity: Set(change.entity.as_str().into()),
        entity_id: Set(change.entity_id),
        before_json: Set(change.before.map(|v| v.to_string())),
        after_json: Set(change.after.map(|v| v.to_string())),
        reason: Set(change.reason.map(str::to_owned)),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// A recorded change as the cards show it, newest first.
#[derive(Debug, Clone, Serialize)]
pub struct HistoryEntry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: i64,
    pub actor_name: Option<String>,
    pub impersonator_id: Option<i64>,
    pub action: String,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub reason: Option<String>,
}

/// The newest `limit` changes of one record.
pub async fn history<C: ConnectionTrait>(db: &C, entity: Entity, entity_id: i64, limit: u64) -> Result<Vec<HistoryEntry>, Error> {
    let rows = audit_changes::Entity::find()
        .filter(audit_changes::Column::Entity.eq(entity.as_str()))
        .filter(audit_changes::Column::EntityId.eq(entity_id))
        .order_by_desc(audit_changes::Column::CreatedAt)
        .order_by_desc(audit_changes::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    let actor_ids: Vec<i64> = rows.iter().map(|r| r.actor_id).collect();
    let names: std::collections::HashMap<i64, String> = accounts::Entity::find()
        .filter(accounts::Column::Id.is_in(actor_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|a| (a.id, a.full_name))
        .collect();
    let parse = |text: Option<String>| text.and_then(|t| serde_json::from_str(&t).ok());
    Ok(rows
        .into_iter()
        .map(|r| HistoryEntry {
            id: r.id,
            at: r.created_at,
            actor_name: names.get(&r.actor_id).cloned(),
            actor_id: r.actor_id,
            impersonator_id: r.impersonator_id,
            action: r.action,
            before: parse(r.before_json),
            after: parse(r.after_json),
            reason: r.reason,
        })
        .collect())
}
