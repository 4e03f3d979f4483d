//! The salon's appointments table (spec §2 appointments, §4 statuses and filters) on the one
//! generic table builder, `crate::table::TableSql`.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use domain::text::fold;
use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::sql::statement;
use crate::table::{DateMode, Order, Sorting, TableSql};

/// The sortable columns of the appointments table; newest visits first unless another order is asked.
pub const SORTING: Sorting = Sorting {
    columns: &[("date", "a.starts_at"), ("client", "a.client_name"), ("total", "a.total_price"), ("status", "a.status")],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

/// The states of spec §4 a salon filters its visits by, besides the stored status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Live (new, moved, confirmed) and not over yet.
    Planned,
    /// Completed with a payment method recorded.
    Paid,
    /// Completed without a payment method, or live although its end has passed.
    Unpaid,
    /// Waiting for the salon's confirmation (status new).
    New,
    /// Cancelled by the salon (declined or cancelled from the desk).
    Rejected,
    /// Marked important by the salon.
    Important,
    /// Opened by the salon at least once.
    Viewed,
    /// Never opened by the salon.
    Unviewed,
}

impl State {
    pub const ALL: [State; 8] =
        [State::Planned, State::Paid, State::Unpaid, State::New, State::Rejected, State::Important, State::Viewed, State::Unviewed];

    pub fn as_str(self) -> &'static str {
        match self {
            State::Planned => "planned",
            State::Paid => "paid",
            State::Unpaid => "unpaid",
            State::New => "new",
            State::Rejected => "rejected",
            State::Important => "important",
            State::Viewed => "viewed",
            State::Unviewed => "unviewed",
        }
    }

    pub fn parse(text: &str) -> Option<State> {
        State::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The SQL condition and its values, over `appointments a`.
    fn condition(self, now: DateTime<Utc>) -> (String, Vec<Value>) {
        let live = format!("a.status IN ({})", Status::LIVE.iter().map(|s| format!("'{}'", s.as_str())).collect::<Vec<_>>().join(", "));
        match self {
            State::Planned => (format!("{live} AND a.ends_at > ?"), vec![now.into()]),
            State::Paid => ("a.status = 'completed' AND a.payment_method IS NOT NULL".into(), vec![]),
            State::Unpaid => {
                (format!("(a.status = 'completed' AND a.payment_method IS NULL) OR ({live} AND a.ends_at <= ?)"), vec![now.into()])
            }
            State::New => ("a.status = 'new'".into(), vec![]),
            State::Rejected => ("a.status = 'cancelled' AND a.cancelled_by = 'salon'".into(), vec![]),
            State::Important => ("a.important = TRUE".into(), vec![]),
            State::Viewed => ("a.viewed_at IS NOT NULL".into(), vec![]),
            State::Unviewed => ("a.viewed_at IS NULL".into(), vec![]),
        }
    }
}

/// What the client searched for, resolved against this salon's data (see [`search_terms`]).
#[derive(Debug, Clone, Default)]
pub struct Search {
    /// Client names (as stored) whose folded form contains every folded word of the term.
    pub names: Vec<String>,
    /// The term's digits, when it reads as (part of) a phone number.
    pub phone_digits: Option<String>,
}

/// The table's filters, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct Filters {
    pub statuses: Option<Vec<Status>>,
    /// Any of these states.
    pub states: Option<Vec<State>>,
    pub master_ids: Option<Vec<i64>>,
    pub date: Option<(DateMode, NaiveDate)>,
    /// Total in kuruş, each end optional.
    pub total: Option<(Option<i64>, Option<i64>)>,
    pub search: Option<Search>,
}

/// One row of the table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Row {
    pub id: i64,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub client_name: String,
    pub client_phone: String,
    pub master_id: i64,
    pub master_name: String,
    pub total_price: i64,
    pub status: String,
    pub payment_method: Option<String>,
    pub important: bool,
    pub viewed_at: Option<DateTime<Utc>>,
    pub moved_by: Option<String>,
    pub cancelled_by: Option<String>,
    pub offer_date: Option<NaiveDate>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub source: String,
    pub updated_at: DateTime<Utc>,
    pub no_shows_flag: Option<i16>,
}

const SELECT: &str = "a.id, a.provision_date, a.start_min, a.duration_min, a.client_name, a.client_phone, a.master_id, m.full_name AS master_name, \
     a.total_price, a.status, a.payment_method, a.important, a.viewed_at, a.moved_by, a.cancelled_by, a.offer_date, a.starts_at, a.ends_at, a.source, a.updated_at, a.no_shows_flag";

/// Appointments carry no folded search key (online bookings are written by the booking part),
/// so a name search folds the salon's distinct client names here, with the same
/// `domain::text::fold` every search key uses, and matches the names that contain every word.
/// A term of digits (spaces, `+`, a leading 0 allowed) also matches phones containing them.
pub async fn search_terms(db: &impl ConnectionTrait, salon_id: i64, term: &str) -> Result<Search, Error> {
    #[derive(FromQueryResult)]
    struct Name {
        client_name: String,
    }
    let words: Vec<String> = fold(term.trim()).split_whitespace().map(str::to_owned).collect();
    let sql = "SELECT DISTINCT client_name FROM appointments WHERE salon_id = ?";
    let rows = Name::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into()])).all(db).await?;
    let names = if words.is_empty() {
        Vec::new()
    } else {
        rows.into_iter()
            .map(|r| r.client_name)
            .filter(|name| {
                let folded = fold(name);
                words.iter().all(|w| folded.contains(w.as_str()))
            })
            .collect()
    };
    Ok(Search { names, phone_digits: phone_digits(term) })
}

/// The digits of a phone-like term (at least 3), without the trunk 0 of a national number.
fn phone_digits(term: &str) -> Option<String> {
    let term = term.trim();
    if term.is_empty() || !term.chars().all(|c| c.is_ascii_digit() || c == ' ' || c == '+' || c == '(' || c == ')' || c == '-') {
        return None;
    }
    let digits: String = term.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.strip_prefix('0').map(str::to_owned).unwrap_or(digits);
    (digits.len() >= 3).then_some(digits)
}

fn build(db: &impl ConnectionTrait, salon_id: i64, filters: &Filters, now: DateTime<Utc>, with_status: bool) -> TableSql {
    let mut t = TableSql::new(db.get_database_backend(), "appointments a JOIN masters m ON m.id = a.master_id");
    t.filter("a.salon_id = ?", [Value::from(salon_id)]);
    if let (true, Some(statuses)) = (with_status, &filters.statuses) {
        let names: Vec<String> = statuses.iter().map(|s| s.as_str().to_owned()).collect();
        t.any_of("a.status", &names);
    }
    if let Some(states) = &filters.states {
        if states.is_empty() {
            t.filter("1 = 0", []);
        } else {
            let mut parts = Vec::new();
            let mut values = Vec::new();
            for state in states {
                let (sql, vals) = state.condition(now);
                parts.push(format!("({sql})"));
                values.extend(vals);
            }
            t.filter(&parts.join(" OR "), values);
        }
    }
    if let Some(ids) = &filters.master_ids {
        if ids.is_empty() {
            t.filter("1 = 0", []);
        } else {
            let marks = vec!["?"; ids.len()].join(", ");
            t.filter(&format!("a.master_id IN ({marks})"), ids.iter().map(|&id| Value::from(id)));
        }
    }
    if let Some((mode, day)) = filters.date {
        t.date("a.provision_date", mode, day);
    }
    if let Some((from, to)) = filters.total {
        t.range("a.total_price", from, to);
    }
    if let Some(search) = &filters.search {
        let mut parts = Vec::new();
        let mut values: Vec<Value> = Vec::new();
        if !search.names.is_empty() {
            parts.push(format!("a.client_name IN ({})", vec!["?"; search.names.len()].join(", ")));
            values.extend(search.names.iter().map(|n| Value::from(n.clone())));
        }
        if let Some(digits) = &search.phone_digits {
            parts.push("a.client_phone LIKE ?".into());
            values.push(Value::from(format!("%{digits}%")));
        }
        if parts.is_empty() {
            t.filter("1 = 0", []);
        } else {
            t.filter(&parts.join(" OR "), values);
        }
    }
    t
}

/// One page of the table and the total count.
pub async fn page(
    db: &impl ConnectionTrait,
    salon_id: i64,
    filters: &Filters,
    now: DateTime<Utc>,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Row>, u64), Error> {
    build(db, salon_id, filters, now, true).page(db, SELECT, order, offset, limit).await
}

/// How many rows each status tab would hold under the other filters (the status filter aside).
pub async fn status_counts(
    db: &impl ConnectionTrait,
    salon_id: i64,
    filters: &Filters,
    now: DateTime<Utc>,
) -> Result<Vec<(Status, u64)>, Error> {
    let base = build(db, salon_id, filters, now, false);
    let mut counts = Vec::with_capacity(Status::ALL.len());
    for status in Status::ALL {
        let mut t = base.clone();
        t.filter("a.status = ?", [Value::from(status.as_str())]);
        counts.push((status, t.count(db).await?));
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_like_terms_give_digits() {
        assert_eq!(phone_digits("0555 111 22 33").as_deref(), Some("5551112233"));
        assert_eq!(phone_digits("+90 555").as_deref(), Some("90555"));
        assert_eq!(phone_digits("55"), None);
        assert_eq!(phone_digits("Ayşe 555"), None);
    }

    #[test]
    fn states_parse_by_name() {
        for state in State::ALL {
            assert_eq!(State::parse(state.as_str()), Some(state));
        }
        assert_eq!(State::parse("paid-ish"), None);
    }
}
