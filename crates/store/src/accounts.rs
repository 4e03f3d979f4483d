//! Accounts, roles, sessions, login codes, agreements acceptance, deletions, phone changes.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::access::Role;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set, TransactionTrait,
};

use crate::entities::*;

/// One role an account holds; salon roles name their salon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleGrant {
    pub role: Role,
    pub salon_id: Option<i64>,
}

pub async fn by_id<C: ConnectionTrait>(db: &C, id: i64) -> Result<Option<accounts::Model>, DbErr> {
    accounts::Entity::find_by_id(id).filter(accounts::Column::DeletedAt.is_null()).one(db).await
}

pub async fn by_phone<C: ConnectionTrait>(db: &C, phone: &str) -> Result<Option<accounts::Model>, DbErr> {
    accounts::Entity::find().filter(accounts::Column::Phone.eq(phone)).filter(accounts::Column::DeletedAt.is_null()).one(db).await
}

pub async fn roles<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<Vec<RoleGrant>, DbErr> {
    let mut grants: Vec<RoleGrant> = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.eq(account_id))
        .order_by_asc(account_roles::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .filter_map(|r| Role::parse(&r.role).map(|role| RoleGrant { role, salon_id: r.salon_id }))
        .collect();
    grants.sort_by_key(|g| (g.role, g.salon_id));
    grants.dedup();
    Ok(grants)
}

/// The account of a first login by phone: a client, and the master of every salon that added
/// this phone to its team before (`team::link_invited`), in one transaction.
pub async fn register(db: &DatabaseConnection, phone: &str, locale: &str) -> Result<accounts::Model, DbErr> {
    let txn = db.begin().await?;
    let account = create_client(&txn, phone, locale).await?;
    let account = crate::team::link_invited(&txn, account).await?;
    txn.commit().await?;
    Ok(account)
}

/// A new client account for a first login by phone.
pub async fn create_client<C: ConnectionTrait>(db: &C, phone: &str, locale: &str) -> Result<accounts::Model, DbErr> {
    let account = accounts::ActiveModel {
        full_name: Set(String::new()),
        phone: Set(Some(phone.to_owned())),
        active_role: Set(Role::Client.as_str().into()),
        locale: Set(locale.into()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    grant(db, account.id, Role::Client, None).await?;
    Ok(account)
}

pub async fn grant<C: ConnectionTrait>(db: &C, account_id: i64, role: Role, salon_id: Option<i64>) -> Result<(), DbErr> {
    let exists = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.eq(account_id))
        .filter(account_roles::Column::Role.eq(role.as_str()))
        .filter(match salon_id {
            Some(id) => account_roles::Column::SalonId.eq(id),
            None => account_roles::Column::SalonId.is_null(),
        })
        .count(db)
        .await?
        > 0;
    if !exists {
        account_roles::ActiveModel {
            account_id: Set(account_id),
            role: Set(role.as_str().into()),
            salon_id: Set(salon_id),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

pub async fn set_active_role<C: ConnectionTrait>(db: &C, account_id: i64, role: Role) -> Result<(), DbErr> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::ActiveRole, Expr::value(role.as_str()))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn set_password_hash<C: ConnectionTrait>(db: &C, account_id: i64, hash: &str) -> Result<(), DbErr> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::PasswordHash, Expr::value(hash))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn touch_last_visit<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), DbErr> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::LastVisitAt, Expr::value(Utc::now()))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The personal data a user may change.
#[derive(Debug, Clone)]
pub struct PersonalData {
    pub full_name: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<NaiveDate>,
    pub photo_file_id: Option<i64>,
}

pub async fn update_personal<C: ConnectionTrait>(db: &C, account: accounts::Model, data: PersonalData) -> Result<accounts::Model, DbErr> {
    let mut active = account.into_active_model();
    active.full_name = Set(data.full_name);
    active.email = Set(data.email);
    active.gender = Set(data.gender);
    active.birthday = Set(data.birthday);
    active.photo_file_id = Set(data.photo_file_id);
    active.update(db).await
}

pub async fn set_phone<C: ConnectionTrait>(db: &C, account_id: i64, phone: &str) -> Result<(), DbErr> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::Phone, Expr::value(phone))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

// ---- sessions -------------------------------------------------------------------------------

pub async fn create_session<C: ConnectionTrait>(
    db: &C,
    account_id: i64,
    token_hash: &str,
    impersonator_id: Option<i64>,
    impersonated_salon_id: Option<i64>,
) -> Result<sessions::Model, DbErr> {
    let now = Utc::now();
    sessions::ActiveModel {
        account_id: Set(account_id),
        token_hash: Set(token_hash.into()),
        impersonator_id: Set(impersonator_id),
        impersonated_salon_id: Set(impersonated_salon_id),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(domain::access::SESSION_DAYS)),
        last_seen_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
}

/// A live session by its token hash.
pub async fn session<C: ConnectionTrait>(db: &C, token_hash: &str) -> Result<Option<sessions::Model>, DbErr> {
    sessions::Entity::find()
        .filter(sessions::Column::TokenHash.eq(token_hash))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .one(db)
        .await
}

pub async fn delete_session<C: ConnectionTrait>(db: &C, id: i64) -> Result<(), DbErr> {
    sessions::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn delete_sessions_of<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), DbErr> {
    sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(account_id)).exec(db).await?;
    Ok(())
}

// ---- login codes ----------------------------------------------------------------------------

/// When codes were sent to `phone`, and from `ip`, during the last day.
pub async fn recent_code_sends<C: ConnectionTrait>(
    db: &C,
    phone: &str,
    ip: &str,
) -> Result<(Vec<DateTime<Utc>>, Vec<DateTime<Utc>>), DbErr> {
    let since = Utc::now() - Duration::hours(24);
    let by_phone = login_codes::Entity::find()
        .filter(login_codes::Column::Phone.eq(phone))
        .filter(login_codes::Column::CreatedAt.gt(since))
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.created_at)
        .collect();
    let by_ip = login_codes::Entity::find()
        .filter(login_codes::Column::Ip.eq(ip))
        .filter(login_codes::Column::CreatedAt.gt(Utc::now() - Duration::hours(1)))
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.created_at)
        .collect();
    Ok((by_phone, by_ip))
}

pub async fn insert_code<C: ConnectionTrait>(db: &C, phone: &str, purpose: &str, code_hash: &str, ip: &str) -> Result<(), DbErr> {
    login_codes::ActiveModel {
        phone: Set(phone.into()),
        purpose: Set(purpose.into()),
        code_hash: Set(code_hash.into()),
        ip: Set(Some(ip.into())),
        wrong_tries: Set(0),
        created_at: Set(Utc::now()),
        used_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The newest code sent to `phone` for `purpose`; older ones are dead once a new one is sent.
pub async fn latest_code<C: ConnectionTrait>(db: &C, phone: &str, purpose: &str) -> Result<Option<login_codes::Model>, DbErr> {
    login_codes::Entity::find()
        .filter(login_codes::Column::Phone.eq(phone))
        .filter(login_codes::Column::Purpose.eq(purpose))
        .order_by_desc(login_codes::Column::CreatedAt)
        .order_by_desc(login_codes::Column::Id)
        .one(db)
        .await
}

pub async fn count_wrong_try<C: ConnectionTrait>(db: &C, code_id: i64) -> Result<(), DbErr> {
    login_codes::Entity::update_many()
        .col_expr(login_codes::Column::WrongTries, Expr::col(login_codes::Column::WrongTries).add(1))
        .filter(login_codes::Column::Id.eq(code_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Marks a code used; false when another request used it first.
pub async fn use_code<C: ConnectionTrait>(db: &C, code_id: i64) -> Result<bool, DbErr> {
    let result = login_codes::Entity::update_many()
        .col_expr(login_codes::Column::UsedAt, Expr::value(Utc::now()))
        .filter(login_codes::Column::Id.eq(code_id))
        .filter(login_codes::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

// ---- outbox ---------------------------------------------------------------------------------

pub struct OutgoingRecord<'a> {
    pub channel: &'a str,
    pub recipient: &'a str,
    pub subject: Option<&'a str>,
    pub body: &'a str,
    pub provider: &'a str,
    pub status: &'a str,
    pub error: Option<&'a str>,
    pub salon_id: Option<i64>,
}

/// Records every message, sent or not: the dev outbox, and the count against a salon's SMS quota.
pub async fn record_outgoing<C: ConnectionTrait>(db: &C, record: OutgoingRecord<'_>) -> Result<(), DbErr> {
    outbox::ActiveModel {
        channel: Set(record.channel.into()),
        recipient: Set(record.recipient.into()),
        subject: Set(record.subject.map(str::to_owned)),
        body: Set(record.body.into()),
        provider: Set(record.provider.into()),
        status: Set(record.status.into()),
        error: Set(record.error.map(str::to_owned)),
        salon_id: Set(record.salon_id),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

pub async fn outbox(db: &DatabaseConnection, recipient: Option<&str>, limit: u64) -> Result<Vec<outbox::Model>, DbErr> {
    let mut query = outbox::Entity::find().order_by_desc(outbox::Column::Id).limit(limit);
    if let Some(recipient) = recipient {
        query = query.filter(outbox::Column::Recipient.eq(recipient));
    }
    query.all(db).await
}

// ---- agreements -----------------------------------------------------------------------------

pub async fn agreement(db: &DatabaseConnection, slug: &str) -> Result<Option<agreements::Model>, DbErr> {
    agreements::Entity::find().filter(agreements::Column::Slug.eq(slug)).one(db).await
}

pub async fn accept_agreement<C: ConnectionTrait>(db: &C, account_id: i64, agreement: &agreements::Model) -> Result<(), DbErr> {
    agreement_acceptances::ActiveModel {
        account_id: Set(account_id),
        agreement_id: Set(agreement.id),
        version: Set(agreement.version),
        accepted_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// Agreements an admin forces everyone to accept whose current version this account has not.
pub async fn agreements_to_accept<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<Vec<agreements::Model>, DbErr> {
    let forced = agreements::Entity::find().filter(agreements::Column::ForceAccept.eq(true)).all(db).await?;
    let mut pending = Vec::new();
    for agreement in forced {
        let accepted = agreement_acceptances::Entity::find()
            .filter(agreement_acceptances::Column::AccountId.eq(account_id))
            .filter(agreement_acceptances::Column::AgreementId.eq(agreement.id))
            .filter(agreement_acceptances::Column::Version.gte(agreement.version))
            .count(db)
            .await?
            > 0;
        if !accepted {
            pending.push(agreement);
        }
    }
    Ok(pending)
}

// ---- deletion and phone change --------------------------------------------------------------

pub async fn schedule_deletion<C: ConnectionTrait>(db: &C, account_id: i64, scheduled_for: NaiveDate) -> Result<(), DbErr> {
    let now = Utc::now();
    account_deletions::ActiveModel {
        account_id: Set(account_id),
        requested_at: Set(now),
        scheduled_for: Set(scheduled_for),
        processed_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    accounts::Entity::update_many()
        .col_expr(accounts::Column::DeletionRequestedAt, Expr::value(now))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn create_phone_change<C: ConnectionTrait>(db: &C, account_id: i64, new_phone: &str, token_hash: &str) -> Result<(), DbErr> {
    phone_changes::ActiveModel {
        account_id: Set(account_id),
        new_phone: Set(new_phone.into()),
        token_hash: Set(token_hash.into()),
        created_at: Set(Utc::now()),
        link_verified_at: Set(None),
        completed_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// An open phone change by its link token, no older than a day.
pub async fn phone_change<C: ConnectionTrait>(db: &C, token_hash: &str) -> Result<Option<phone_changes::Model>, DbErr> {
    phone_changes::Entity::find()
        .filter(phone_changes::Column::TokenHash.eq(token_hash))
        .filter(phone_changes::Column::CompletedAt.is_null())
        .filter(phone_changes::Column::CreatedAt.gt(Utc::now() - Duration::hours(24)))
        .one(db)
        .await
}

pub async fn mark_phone_change<C: ConnectionTrait>(db: &C, id: i64, completed: bool) -> Result<(), DbErr> {
    let column = if completed { phone_changes::Column::CompletedAt } else { phone_changes::Column::LinkVerifiedAt };
    phone_changes::Entity::update_many()
        .col_expr(column, Expr::value(Utc::now()))
        .filter(phone_changes::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn audit<C: ConnectionTrait>(
    db: &C,
    account_id: i64,
    impersonator_id: Option<i64>,
    method: &str,
    path: &str,
    status: u16,
) -> Result<(), DbErr> {
    audit_log::ActiveModel {
        account_id: Set(account_id),
        impersonator_id: Set(impersonator_id),
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

/// The salon owner's account, for impersonation.
pub async fn salon_admin_of<C: ConnectionTrait>(db: &C, salon_id: i64) -> Result<Option<i64>, DbErr> {
    Ok(account_roles::Entity::find()
        .filter(account_roles::Column::SalonId.eq(salon_id))
        .filter(account_roles::Column::Role.eq(Role::SalonAdmin.as_str()))
        .order_by_asc(account_roles::Column::Id)
        .one(db)
        .await?
        .map(|r| r.account_id))
}

/// Carries out the deletions due by `today`: the account loses its personal data, sessions and
/// roles and is marked deleted; bookings and reviews stay, anonymised, for the salons' records.
/// Returns how many accounts were deleted.
pub async fn process_due_deletions(db: &DatabaseConnection, today: NaiveDate) -> Result<usize, DbErr> {
    use sea_orm::TransactionTrait;
    let due = account_deletions::Entity::find()
        .filter(account_deletions::Column::ProcessedAt.is_null())
        .filter(account_deletions::Column::ScheduledFor.lte(today))
        .all(db)
        .await?;
    for deletion in &due {
        let txn = db.begin().await?;
        let now = Utc::now();
        accounts::Entity::update_many()
            .col_expr(accounts::Column::FullName, Expr::value(""))
            .col_expr(accounts::Column::Phone, Expr::value(Option::<String>::None))
            .col_expr(accounts::Column::Email, Expr::value(Option::<String>::None))
            .col_expr(accounts::Column::PasswordHash, Expr::value(Option::<String>::None))
            .col_expr(accounts::Column::Gender, Expr::value(Option::<String>::None))
            .col_expr(accounts::Column::Birthday, Expr::value(Option::<NaiveDate>::None))
            .col_expr(accounts::Column::PhotoFileId, Expr::value(Option::<i64>::None))
            .col_expr(accounts::Column::DeletedAt, Expr::value(now))
            .filter(accounts::Column::Id.eq(deletion.account_id))
            .exec(&txn)
            .await?;
        sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(deletion.account_id)).exec(&txn).await?;
        account_roles::Entity::delete_many().filter(account_roles::Column::AccountId.eq(deletion.account_id)).exec(&txn).await?;
        account_deletions::Entity::update_many()
            .col_expr(account_deletions::Column::ProcessedAt, Expr::value(now))
            .filter(account_deletions::Column::Id.eq(deletion.id))
            .exec(&txn)
            .await?;
        txn.commit().await?;
    }
    Ok(due.len())
}
