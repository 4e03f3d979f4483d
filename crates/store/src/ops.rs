//! Operations: how busy the connection pool is (for `/metrics`) and the SQLite backup.

use std::path::Path;

use sea_orm::{ConnectionTrait, DbBackend, Value};

use crate::{Db, Error};

/// Connections of the pool: open ones and, of those, idle ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUse {
    pub size: u32,
    pub idle: u32,
}

/// The pool's connections now (zero for a connection that is not a pool, as a mock).
pub fn pool_use(db: &Db) -> PoolUse {
    let (size, idle) = match db.get_database_backend() {
        DbBackend::Sqlite => {
            let pool = db.get_sqlite_connection_pool();
            (pool.size(), pool.num_idle())
        }
        DbBackend::Postgres => {
            let pool = db.get_postgres_connection_pool();
            (pool.size(), pool.num_idle())
        }
        _ => (0, 0),
    };
    PoolUse { size, idle: u32::try_from(idle).unwrap_or(u32::MAX) }
}

/// Why a backup was not made.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "randevu backup copies SQLite databases only; back PostgreSQL up with pg_dump (e.g. `pg_dump -Fc -f randevu.dump \"$DATABASE_URL\"`)"
    )]
    NotSqlite,
    #[error("{0} exists already; name a new file")]
    Exists(String),
    #[error(transparent)]
    Database(#[from] Error),
}

/// Writes a consistent copy of a SQLite database to `file` with `VACUUM INTO`, while the server
/// may keep running (readers and writers go on; the copy is one transaction's view). The file
/// must not exist yet. PostgreSQL is refused: `pg_dump` is its tool.
pub async fn backup_sqlite(db: &Db, file: &Path) -> Result<(), BackupError> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Err(BackupError::NotSqlite);
    }
    if file.exists() {
        return Err(BackupError::Exists(file.display().to_string()));
    }
    let target = file.to_string_lossy().into_owned();
    db.execute_raw(sea_orm::Statement::from_sql_and_values(DbBackend::Sqlite, "VACUUM INTO ?", [Value::from(target)]))
        .await
        .map_err(Error::from)?;
    Ok(())
}
