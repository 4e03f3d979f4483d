//! The team a salon page lists, and a master of any salon for the master page.

use crate::Error;
use sea_orm::{DatabaseConnection, EntityTrait, FromQueryResult};

use crate::entities::masters;
use crate::sql::statement;

/// A master as a salon page lists them, with the salon services they do.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamMember {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    /// Storage key of the portrait.
    pub photo_key: Option<String>,
    pub salon_service_ids: Vec<i64>,
}

#[derive(FromQueryResult)]
struct TeamRow {
    id: i64,
    full_name: String,
    position: Option<String>,
    photo_key: Option<String>,
    salon_service_id: Option<i64>,
}

/// Masters under an active contract, in the salon's order: one row per master and service, so
/// the portraits and services come with the masters in one statement.
pub async fn team(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<TeamMember>, Error> {
    let sql = "SELECT m.id, m.full_name, m.position, f.storage_key AS photo_key, ms.salon_service_id \
               FROM masters m LEFT JOIN files f ON f.id = m.photo_file_id LEFT JOIN master_services ms ON ms.master_id = m.id \
               WHERE m.salon_id = ? AND m.contract_active = TRUE AND m.plan_inactive = FALSE AND m.deleted_at IS NULL \
               ORDER BY m.sort_order, m.id, ms.id";
    let rows = TeamRow::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into()])).all(db).await?;
    let mut team: Vec<TeamMember> = Vec::new();
    for row in rows {
        if team.last().is_none_or(|m| m.id != row.id) {
            team.push(TeamMember {
                id: row.id,
                full_name: row.full_name,
                position: row.position,
                photo_key: row.photo_key,
                salon_service_ids: Vec::new(),
            });
        }
        if let (Some(member), Some(service)) = (team.last_mut(), row.salon_service_id) {
            member.salon_service_ids.push(service);
        }
    }
    Ok(team)
}

/// A master of any salon, unless removed.
pub async fn master(db: &DatabaseConnection, master_id: i64) -> Result<Option<masters::Model>, Error> {
    Ok(masters::Entity::find_by_id(master_id).one(db).await?.filter(|m| m.deleted_at.is_none()))
}
