//! The audit log of requests made by signed-in accounts (and who impersonated them).

use crate::Error;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

use crate::entities::audit_log;

pub async fn audit<C: ConnectionTrait>(
    db: &C,
    account_id: i64,
    impersonator_id: Option<i64>,
    method: &str,
    path: &str,
    status: u16,
) -> Result<(), Error> {
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
