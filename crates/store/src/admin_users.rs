//! The platform admin's users (spec §2 `users`, `users/{id}`, §7 "users CRUD and bulk delete"):
//! the table of every account, one account's card, and the admin's edit of name, e-mail and
//! roles. Deletion is `accounts::delete_by_admin`, the one deletion of a person.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::access::Role;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, IntoActiveModel, QueryFilter,
    QueryOrder, QuerySelect, Set, Value,
};
use serde::Serialize;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{account_roles, accounts, salons};
use crate::sql::{MIN_TERM_CHARS, contains_words_as, escape_like};
use crate::table::{Order, Sorting, TableSql};

/// `text` lower-cased with the Turkish letters of `domain::text::fold` replaced, in SQL, so a
/// folded search term finds "Ayşe Işık" on both databases without a stored search key (SQLite's
/// LOWER knows only ASCII; after the replacements the Turkish letters are ASCII).
pub(crate) fn folded(column: &str) -> String {
    const PAIRS: [(&str, &str); 12] = [
        ("İ", "i"),
        ("I", "i"),
        ("ı", "i"),
        ("Ç", "c"),
        ("ç", "c"),
        ("Ğ", "g"),
        ("ğ", "g"),
        ("Ö", "o"),
        ("ö", "o"),
        ("Ş", "s"),
        ("ş", "s"),
        ("Ü", "u"),
    ];
    let mut sql = format!("REPLACE({column}, 'ü', 'u')");
    for (from, to) in PAIRS {
        sql = format!("REPLACE({sql}, '{from}', '{to}')");
    }
    format!("LOWER({sql})")
}

/// Narrows `table` (over `accounts a`) to the accounts whose stored search key
/// (`accounts.search_key`, `domain::person::account_search_key`) holds every part of `term`: parts
/// of three characters or more through the trigram index (SQLite's FTS5 table, PostgreSQL's
/// pg_trgm GIN), shorter ones (which a trigram index cannot answer) by LIKE on the rows left.
pub(crate) fn search_accounts(table: &mut TableSql, term: &str) {
    let (long, short): (Vec<String>, Vec<String>) =
        domain::person::account_search_terms(term).into_iter().partition(|p| p.chars().count() >= MIN_TERM_CHARS);
    if !long.is_empty() {
        let (condition, values) = contains_words_as(table.backend(), "accounts", "a", &long);
        table.filter(&condition, values);
    }
    for part in short {
        table.filter("a.search_key LIKE ? ESCAPE '\\'", [Value::from(format!("%{}%", escape_like(&part)))]);
    }
}

/// Sortable columns of the users table; newest accounts first.
pub const USER_SORTING: Sorting = Sorting {
    columns: &[("name", "LOWER(a.full_name)"), ("created", "a.created_at"), ("last_login", "COALESCE(a.last_visit_at, a.created_at)")],
    default: "a.created_at DESC",
    tie_breaker: "a.id DESC",
};

/// The roles the users table filters by.
pub const FILTER_ROLES: [&str; 4] = ["client", "admin", "salon_admin", "salon_master"];

#[derive(Debug, Clone, Default)]
pub struct UserFilter {
    /// Name, phone or e-mail.
    pub search: Option<String>,
    /// Accounts holding any of these roles.
    pub roles: Option<Vec<String>>,
}

/// One account as the table and the card show it.
#[derive(Debug, Clone, FromQueryResult)]
pub struct UserRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Set whenever a session starts (`accounts.last_visit_at`).
    pub last_login_at: Option<DateTime<Utc>>,
}

/// A role with its salon's name.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct UserRole {
    pub role: String,
    pub salon_id: Option<i64>,
    pub salon_name: Option<String>,
}

const SELECT: &str = "a.id, a.full_name, a.phone, a.email, a.created_at, a.last_visit_at AS last_login_at";

/// One page of the accounts that are not deleted.
pub async fn list(
    db: &impl ConnectionTrait,
    filter: &UserFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<UserRow>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), "accounts a");
    table.filter("a.deleted_at IS NULL", []);
    if let Some(term) = filter.search.as_deref() {
        search_accounts(&mut table, term);
    }
    if let Some(roles) = &filter.roles {
        if roles.is_empty() {
            table.filter("1 = 0", []);
        } else {
            let marks = vec!["?"; roles.len()].join(", ");
            table.filter(
                &format!("EXISTS (SELECT 1 FROM account_roles r WHERE r.account_id = a.id AND r.role IN ({marks}))"),
                roles.iter().map(|r| Value::from(r.clone())),
            );
        }
    }
    table.page(db, SELECT, order, offset, limit).await
}

/// The account `id` unless deleted.
pub async fn user(db: &impl ConnectionTrait, id: i64) -> Result<Option<UserRow>, Error> {
    Ok(accounts::Entity::find_by_id(id).filter(accounts::Column::DeletedAt.is_null()).one(db).await?.map(|a| UserRow {
        id: a.id,
        full_name: a.full_name,
        phone: a.phone,
        email: a.email,
        created_at: a.created_at,
        last_login_at: a.last_visit_at,
    }))
}

/// The roles of `account_ids`, each with its salon's name.
pub async fn roles_of(db: &impl ConnectionTrait, account_ids: &[i64]) -> Result<HashMap<i64, Vec<UserRole>>, Error> {
    let rows = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.is_in(account_ids.iter().copied()))
        .order_by_asc(account_roles::Column::Id)
        .all(db)
        .await?;
    let names: HashMap<i64, String> = salons::Entity::find()
        .filter(salons::Column::Id.is_in(rows.iter().filter_map(|r| r.salon_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, s.name))
        .collect();
    let mut out: HashMap<i64, Vec<UserRole>> = HashMap::new();
    for r in rows {
        let role = UserRole { salon_name: r.salon_id.and_then(|id| names.get(&id).cloned()), role: r.role, salon_id: r.salon_id };
        let list = out.entry(r.account_id).or_default();
        if !list.contains(&role) {
            list.push(role);
        }
    }
    Ok(out)
}

/// Salons whose name holds `search`, for the salon admin role's picker.
pub async fn salon_choices(db: &impl ConnectionTrait, search: &str, limit: u64) -> Result<Vec<(i64, String)>, Error> {
    let mut query = salons::Entity::find().order_by_asc(salons::Column::Name).limit(limit);
    let term = search.trim();
    if !term.is_empty() {
        query = query.filter(salons::Column::Name.contains(term));
    }
    Ok(query.all(db).await?.into_iter().map(|s| (s.id, s.name)).collect())
}

/// Which of `ids` are salons.
pub async fn existing_salons(db: &impl ConnectionTrait, ids: &[i64]) -> Result<Vec<i64>, Error> {
    Ok(salons::Entity::find().filter(salons::Column::Id.is_in(ids.iter().copied())).all(db).await?.into_iter().map(|s| s.id).collect())
}

/// The admin's edit of an account. `grants` are the roles the admin manages (client, admin,
/// salon admin with its salon); the master roles come with a master record and stay as they are.
#[derive(Debug, Clone)]
pub struct UserEdit {
    pub full_name: String,
    pub email: Option<String>,
    pub grants: Vec<(Role, Option<i64>)>,
}

/// The roles an admin grants and takes on the card.
pub const MANAGED_ROLES: [Role; 3] = [Role::Client, Role::Admin, Role::SalonAdmin];

#[derive(Serialize)]
struct Snapshot {
    full_name: String,
    email: Option<String>,
    roles: Vec<(String, Option<i64>)>,
}

/// Saves the edit with its audit record; `None` when the account is gone.
pub async fn update(db: &DatabaseConnection, id: i64, edit: UserEdit, actor: Actor) -> Result<Option<()>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(account) = accounts::Entity::find_by_id(id).filter(accounts::Column::DeletedAt.is_null()).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    let held = |rows: &[account_roles::Model]| rows.iter().map(|r| (r.role.clone(), r.salon_id)).collect::<Vec<_>>();
    let before_roles = account_roles::Entity::find().filter(account_roles::Column::AccountId.eq(id)).all(&txn).await?;
    let before = Snapshot { full_name: account.full_name.clone(), email: account.email.clone(), roles: held(&before_roles) };
    let managed: Vec<&str> = MANAGED_ROLES.iter().map(|r| r.as_str()).collect();
    account_roles::Entity::delete_many()
        .filter(account_roles::Column::AccountId.eq(id))
        .filter(account_roles::Column::Role.is_in(managed))
        .exec(&txn)
        .await?;
    for (role, salon) in &edit.grants {
        crate::accounts::grant(&txn, id, *role, *salon).await?;
    }
    let after_roles = account_roles::Entity::find().filter(account_roles::Column::AccountId.eq(id)).all(&txn).await?;
    // The active role must be one the account still holds.
    let active = account.active_role.clone();
    let mut row = account.into_active_model();
    row.full_name = Set(edit.full_name.clone());
    row.email = Set(edit.email.clone());
    if !after_roles.iter().any(|r| r.role == active)
        && let Some(first) = after_roles.first()
    {
        row.active_role = Set(first.role.clone());
    }
    row.update(&txn).await?;
    let after = Snapshot { full_name: edit.full_name, email: edit.email, roles: held(&after_roles) };
    audit::record(&txn, Change::new(actor, "account.update", Entity::Account, id).between(&before, &after)).await?;
    txn.commit().await?;
    Ok(Some(()))
}
