//! Account deletion: scheduling it, and carrying out the deletions that are due.

use crate::Error;
use chrono::{NaiveDate, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};

use crate::entities::{account_deletions, account_roles, accounts, sessions};

pub async fn schedule_deletion<C: ConnectionTrait>(db: &C, account_id: i64, scheduled_for: NaiveDate) -> Result<(), Error> {
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

/// Carries out the deletions due by `today`: the account loses its personal data, sessions and
/// roles and is marked deleted; bookings and reviews stay, anonymised, for the salons' records.
/// Returns how many accounts were deleted.
pub async fn process_due_deletions(db: &DatabaseConnection, today: NaiveDate) -> Result<usize, Error> {
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
