//! Agreements (terms, privacy) and their acceptance by accounts.

use crate::Error;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, Set};

use crate::entities::{agreement_acceptances, agreements};

/// An agreement row as the API reads it.
pub type AgreementModel = agreements::Model;

pub async fn agreement(db: &DatabaseConnection, slug: &str) -> Result<Option<agreements::Model>, Error> {
    agreements::Entity::find().filter(agreements::Column::Slug.eq(slug)).one(db).await.map_err(Error::from)
}

pub async fn accept_agreement<C: ConnectionTrait>(db: &C, account_id: i64, agreement: &agreements::Model) -> Result<(), Error> {
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
pub async fn agreements_to_accept<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<Vec<agreements::Model>, Error> {
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
