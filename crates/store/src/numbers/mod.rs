//! The salon's numbers (issue #19): what the analytics charts and the reports read. Everything is
//! scoped to one salon and a closed range of salon-local dates; appointments count on their
//! `provision_date`, revenue is what completed visits collected (`sql::COLLECTED`: price less points discount), expenses
//! and salary payments come from the tables of migration 000027. Queries return rows per day (or
//! per master, service, method, client); folding days into weeks and months is
//! `domain::numbers`'s, so the SQL stays the same on SQLite and PostgreSQL.
//!
//! Speed: the day totals and the per-master and per-method sums read only the covering index
//! `ix_appointments_salon_net_numbers` (migrations 000030, 000036), so two years of a busy salon (100,000
//! appointments) answer well within the 50 ms budget without pre-aggregated rows.

mod charts;
mod finances;
mod reports;
mod services;

pub use charts::*;
pub use finances::*;
pub use reports::*;
pub use services::*;

use chrono::NaiveDate;
use sea_orm::Value;

/// The salon, the range and an optional master: the filter every query here starts from.
#[derive(Debug, Clone, Copy)]
pub struct Scope {
    pub salon_id: i64,
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Only this master's appointments (reports' filter); `None`: the whole salon.
    pub master_id: Option<i64>,
}

impl Scope {
    pub fn salon(salon_id: i64, from: NaiveDate, to: NaiveDate) -> Scope {
        Scope { salon_id, from, to, master_id: None }
    }

    /// The same filter on the day rows `appointment_days d`.
    fn days(&self) -> (String, Vec<Value>) {
        let mut sql = "d.salon_id = ? AND d.day >= ? AND d.day <= ?".to_owned();
        let mut values: Vec<Value> = vec![self.salon_id.into(), self.from.into(), self.to.into()];
        if let Some(master) = self.master_id {
            sql.push_str(" AND d.master_id = ?");
            values.push(master.into());
        }
        (sql, values)
    }

    /// `a.salon_id = ? AND a.provision_date BETWEEN ? AND ?` (and the master) with its values.
    fn appointments(&self) -> (String, Vec<Value>) {
        let mut sql = "a.salon_id = ? AND a.provision_date >= ? AND a.provision_date <= ?".to_owned();
        let mut values: Vec<Value> = vec![self.salon_id.into(), self.from.into(), self.to.into()];
        if let Some(master) = self.master_id {
            sql.push_str(" AND a.master_id = ?");
            values.push(master.into());
        }
        (sql, values)
    }
}
