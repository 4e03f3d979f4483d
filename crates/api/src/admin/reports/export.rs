//! The clients and orders tables as downloads (`?format=xlsx|csv`): every row under the table's
//! search, filters and order (not one page), headers and status/source words in the reader's
//! language from `adminReports.json`, through the shared `crate::export`.

use chrono::{DateTime, Utc};
use domain::Locale;
use std::collections::HashMap;

use store::platform_numbers::{ClientReportRow, OrderFilter};
use store::table::Order;
use tokio::sync::mpsc::Sender;

use super::{ReportTable, headers, label};
use crate::error::{ApiError, ApiResult};
use crate::export::{Cell, CellKind, Column, Line, Table};

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
    Table::new(file_name("clients", now), columns(ReportTable::Clients, locale, &kinds), rows, Some(totals))
}

/// The orders download's name and columns (as `store::platform_numbers::ORDER_COLUMNS`).
pub fn order_head(locale: Locale, now: DateTime<Utc>) -> (String, Vec<Column>) {
    use CellKind::*;
    let kinds = [Integer, Text, Text, Text, Text, Text, Text, Money, Text];
    (file_name("orders", now), columns(ReportTable::Orders, locale, &kinds))
}

/// Sends every order row under the filter to `lines` as the database yields it, then the totals
/// row (the sum of the totals); an error of the database ends the lines. Stops when the
/// download is dropped (the receiver gone).
pub async fn send_orders(db: &store::Db, filter: &OrderFilter, order: &Order, locale: Locale, lines: Sender<ApiResult<Line>>) {
    use futures_util::StreamExt;
    let mut rows = match store::platform_numbers::order_report_stream(db, filter, order, MAX_EXPORT_ROWS).await {
        Ok(rows) => rows,
        Err(e) => {
            let _ = lines.send(Err(e.into())).await;
            return;
        }
    };
    // Status and source words once per value, not once per row.
    let mut words: HashMap<String, String> = HashMap::new();
    let mut word = |key: String| words.entry(key).or_insert_with_key(|key| label(locale, key)).clone();
    let mut total = 0;
    while let Some(row) = rows.next().await {
        let line = row.map_err(ApiError::from).map(|r| {
            total += r.total_kurus;
            Line::Row(vec![
                Cell::Integer(r.id),
                Cell::Text(domain::time::local(r.starts_at).format("%Y-%m-%d %H:%M").to_string()),
                Cell::Text(r.salon_name),
                Cell::Text(r.master_name),
                Cell::Text(r.client_name),
                Cell::Text(r.client_phone),
                Cell::Text(word(format!("status.{}", r.status))),
                Cell::Integer(r.total_kurus),
                Cell::Text(word(format!("source.{}", r.source))),
            ])
        });
        let failed = line.is_err();
        if lines.send(line).await.is_err() || failed {
            return;
        }
    }
    let mut totals = vec![Cell::Empty; 9];
    totals[1] = Cell::text(label(locale, "total"));
    totals[7] = Cell::Integer(total);
    let _ = lines.send(Ok(Line::Totals(totals))).await;
}
