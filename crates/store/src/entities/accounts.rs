//! A person who can log in. Roles live in `account_roles`; `active_role` is the one in use.

use sea_orm::ActiveValue;
use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "accounts")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub password_hash: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<Date>,
    pub photo_file_id: Option<i64>,
    pub active_role: String,
    pub locale: String,
    pub last_visit_at: Option<DateTimeUtc>,
    pub deletion_requested_at: Option<DateTimeUtc>,
    pub deleted_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    /// The admin's users search (`domain::person::account_search_key` of name, phone and e-mail),
    /// kept current by [`ActiveModel::before_save`]; indexed for substring search (migration
    /// `m20261125_000038_account_search`).
    #[serde(skip)]
    pub search_key: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

#[async_trait::async_trait]
impl ActiveModelBehavior for ActiveModel {
    /// Every insert and every update through an active model that sets the name, the phone or
    /// the e-mail recomputes the search key here, so no write path can forget it. A column the
    /// update leaves out is read from the row. Bulk updates (`update_many`) bypass this hook: the
    /// two that touch those columns (`accounts::set_phone`, `accounts::anonymise`) set the key
    /// themselves.
    async fn before_save<C>(mut self, db: &C, insert: bool) -> Result<Self, DbErr>
    where
        C: ConnectionTrait,
    {
        if !(insert || self.full_name.is_set() || self.phone.is_set() || self.email.is_set()) {
            return Ok(self);
        }
        let stored = match (insert, &self.id) {
            (false, ActiveValue::Set(id) | ActiveValue::Unchanged(id))
                if self.full_name.is_not_set() || self.phone.is_not_set() || self.email.is_not_set() =>
            {
                Entity::find_by_id(*id).one(db).await?
            }
            _ => None,
        };
        let full_name = self.full_name.try_as_ref().cloned().or_else(|| stored.as_ref().map(|s| s.full_name.clone())).unwrap_or_default();
        let phone = self.phone.try_as_ref().cloned().or_else(|| stored.as_ref().map(|s| s.phone.clone())).flatten();
        let email = self.email.try_as_ref().cloned().or_else(|| stored.as_ref().map(|s| s.email.clone())).flatten();
        self.search_key = ActiveValue::Set(domain::person::account_search_key(&full_name, phone.as_deref(), email.as_deref()));
        Ok(self)
    }
}
