//! The clients and orders tables as downloads (`?format=xlsx|csv`): every row under the table's
//! search, filters and order (not one page), headers and status/source words in the reader's
//! language from `adminReports.json`, through the shared `crate::export`.

use chrono::{DateTime, Utc};
use domain::Locale;
use store::platform_numbers::{ClientReportRow, OrderReportRow};

use super::{ReportTable, headers, label};
use crate::export::{Cell, CellKind, Column, Table};

/// The most rows one download holds; beyond, the admin narrows the filters.
pub const MAX_EXPORT_ROWS: u64 = 200_000;

fn columns(table: ReportTable, locale: Locale, kinds: &[CellKind]) -> Vec<Column> {
    table.columns().iter().zip(headers(table, locale)).zip(kinds).map(|((key, title), kind)| Column::new(*key, title, *kind)).collect()
}

/// `<table>-<today>` (Europe/Istanbul).
fn file_name(table: &str, now: DateTime<Utc>) -> String {
    format!("{table}-{}", domain::time::local(now).date().format("%Y-%m-%d"))
}

fn optional(text: Option<String>) -> Cell {
    text.map_or(Cell::Empty, Cell::Text)
}

/// Columns as `store::platform_numbers::CLIENT_COLUMNS`.
pub fn clients(rows: Vec<ClientReportRow>, locale: Locale, now: DateTime<Utc>) -> Table {
    use CellKind::*;
    let kinds = [Integer, Text, Text, Text, Date, Integer, Integer, Money];
    let (mut bookings, mut completed, mut spent) = (0, 0, 0);
    let rows = rows
        .into_iter()
        .map(|r| {
            bookings += r.bookings;
            completed += r.completed;
            spent += r.spent_kurus;
            vec![
                Cell::Integer(r.id),
                Cell::Text(r.full_name),
                optional(r.phone),
                optional(r.email),
                Cell::Date(domain::time::local(r.created_at).date()),
                Cell::Integer(r.bookings),
                Cell::Integer(r.completed),
                Cell::Integer(r.spent_kurus),
            ]
        })
        .collect();
    let totals = vec![
        Cell::Empty,
        Cell::text(label(locale, "total")),
        Cell::Empty,
        Cell::Empty,
        Cell::Empty,
        Cell::Integer(bookings),
        Cell::Integer(completed),
        Cell::Integer(spent),
    ];
    Table { file_name: file_name("clients", now), columns: columns(ReportTable::Clients, locale, &kinds), rows, totals: Some(totals) }
}

/// Columns as `store::platform_numbers::ORDER_COLUMNS`; the visit in Istanbul time.
pub fn orders(rows: Vec<OrderReportRow>, locale: Locale, now: DateTime<Utc>) -> Table {
    use CellKind::*;
    let kinds = [Integer, Text, Text, Text, Text, Text, Text, Money, Text];
    let mut total = 0;
    let rows = rows
        .into_iter()
        .map(|r| {
            total += r.total_kurus;
            vec![
                Cell::Integer(r.id),
                Cell::Text(domain::time::local(r.starts_at).format("%Y-%m-%d %H:%M").to_string()),
                Cell::Text(r.salon_name),
                Cell::Text(r.master_name),
                Cell::Text(r.client_name),
                Cell::Text(r.client_phone),
                Cell::Text(label(locale, &format!("status.{}", r.status))),
                Cell::Integer(r.total_kurus),
                Cell::Text(label(locale, &format!("source.{}", r.source))),
            ]
        })
        .collect();
    let mut totals = vec![Cell::Empty; 9];
    totals[1] = Cell::text(label(locale, "total"));
    totals[7] = Cell::Integer(total);
    Table { file_name: file_name("orders", now), columns: columns(ReportTable::Orders, locale, &kinds), rows, totals: Some(totals) }
}
