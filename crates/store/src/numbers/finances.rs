//! The salon's salary payments by day, as the finances chart and report read them (the expenses
//! come from `store::finances::expenses_in`, the one reader of when an expense counts).

use chrono::NaiveDate;
use sea_orm::{ConnectionTrait, FromQueryResult};

use crate::Error;
use crate::sql::statement;

/// Salary payments of one day (only days with any).
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct DayAmount {
    pub day: NaiveDate,
    /// kuruş
    pub amount: i64,
}

pub async fn salary_payments_by_day(
    db: &impl ConnectionTrait,
    salon_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<DayAmount>, Error> {
    let sql = "SELECT paid_on AS day, CAST(SUM(amount) AS BIGINT) AS amount FROM salary_payments \
               WHERE salon_id = ? AND paid_on >= ? AND paid_on <= ? GROUP BY paid_on ORDER BY paid_on";
    let values = vec![salon_id.into(), from.into(), to.into()];
    Ok(DayAmount::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?)
}
