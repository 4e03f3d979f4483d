//! Tables as downloads (issue #19 reports; the platform admin's tables use it too): a typed
//! [`Table`] — headers already in the reader's language, rows of text, integer, money, decimal
//! and date cells, an optional totals row — becomes JSON (for the screen), a CSV or an XLSX file
//! with a `Content-Disposition` file name. A handler builds the table and calls [`respond`] with
//! the `format` of its query ([`ExportFormat`]).
//!
//! - CSV is streamed in chunks of rows (UTF-8 with a BOM so spreadsheet programs read Turkish
//!   letters; money as `1234.50`, dates `yyyy-MM-dd`), so a long range never sits in memory twice.
//! - XLSX is written by rust_xlsxwriter with a constant-memory worksheet (rows go to a temporary
//!   file as they are written; 100,000 rows need a few MB), on a blocking thread; money cells
//!   are numbers in lira with two decimals, dates real dates, the header row bold and frozen.
//! - A table too long to hold (the platform's orders: up to 200,000 rows) is not a [`Table`]
//!   but [`Line`]s sent through a channel by a task that reads the database as a stream
//!   ([`respond_lines`]): each row is written as it arrives, so the server holds a few thousand
//!   rows at a time whatever the length (issue #19: 100,000 rows in ≤ 64 MB).

use axum::body::Body;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use tokio::sync::mpsc::Receiver;

use crate::error::{ApiError, ApiResult};

/// How a column's cells are shown and exported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CellKind {
    Text,
    Integer,
    /// kuruş in JSON; lira with two decimals in the files.
    Money,
    /// A number with decimals (an average rating, a share in %).
    Decimal,
    /// yyyy-MM-dd
    Date,
}

/// A column: a stable key, its header in the reader's language, its kind.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Column {
    pub key: String,
    pub title: String,
    pub kind: CellKind,
}

impl Column {
    pub fn new(key: impl Into<String>, title: impl Into<String>, kind: CellKind) -> Column {
        Column { key: key.into(), title: title.into(), kind }
    }
}

/// One cell: a string, an integer (also kuruş), a decimal, a date or nothing.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum Cell {
    Text(String),
    Integer(i64),
    Decimal(f64),
    /// yyyy-MM-dd
    Date(NaiveDate),
    Empty,
}

impl Cell {
    pub fn text(text: impl Into<String>) -> Cell {
        Cell::Text(text.into())
    }
}

/// A table to show or download.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Table {
    /// The downloaded file's name without its extension (ASCII, e.g. `appointments-2026-01-01-2026-01-31`).
    pub file_name: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Cell>>,
    /// The totals row, when the table has one (its first cell names it).
    pub totals: Option<Vec<Cell>>,
    /// How many rows the table has: as JSON, `rows` are the first [`SHOWN_ROWS`] of them (what
    /// the screen shows; the downloads have every row).
    pub row_count: u64,
}

/// The rows a table's JSON carries at most: the screen shows them and offers the download for
/// the rest (a month of a busy salon's visits is 3,000 rows, ~300 KB of JSON nobody scrolls).
pub const SHOWN_ROWS: usize = 200;

impl Table {
    /// A table of every row `rows` holds.
    pub fn new(file_name: String, columns: Vec<Column>, rows: Vec<Vec<Cell>>, totals: Option<Vec<Cell>>) -> Table {
        let row_count = rows.len() as u64;
        Table { file_name, columns, rows, totals, row_count }
    }

    /// The table as the screen gets it: its first [`SHOWN_ROWS`] rows.
    fn shown(mut self) -> Table {
        self.rows.truncate(SHOWN_ROWS);
        self
    }
}

/// `format` of a table's query: the table as JSON (default), a CSV or an XLSX download.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    #[default]
    Json,
    Csv,
    Xlsx,
}

/// The table as `format` asks.
pub async fn respond(table: Table, format: ExportFormat) -> ApiResult<Response> {
    match format {
        ExportFormat::Json => Ok(axum::Json(table.shown()).into_response()),
        ExportFormat::Csv => Ok(csv_response(table)),
        ExportFormat::Xlsx => {
            let name = table.file_name.clone();
            let bytes = tokio::task::spawn_blocking(move || {
                let rows = table.rows.iter().map(|r| (r, false)).chain(table.totals.iter().map(|r| (r, true)));
                write_xlsx(&table.columns, rows.map(Ok))
            })
            .await
            .map_err(|e| ApiError::internal(format_args!("xlsx writer stopped: {e}")))??;
            Ok(download(Body::from(bytes), XLSX_TYPE, &format!("{name}.xlsx")))
        }
    }
}

/// One line of a streamed table: a row, or the totals row that ends it.
#[derive(Debug, Clone)]
pub enum Line {
    Row(Vec<Cell>),
    Totals(Vec<Cell>),
}

/// Lines a producer task may send ahead of the writer: bounds what waits in memory.
pub const LINE_BUFFER: usize = 1_000;

/// A table whose lines arrive through `lines` (a task reading the database as a stream sends
/// them, and an error ends it), answered as `format` asks: CSV streamed as the rows come, XLSX
/// written row by row on a blocking thread, JSON collected into a [`Table`] (for short tables).
pub async fn respond_lines(
    file_name: String,
    columns: Vec<Column>,
    format: ExportFormat,
    mut lines: Receiver<ApiResult<Line>>,
) -> ApiResult<Response> {
    match format {
        ExportFormat::Json => {
            let (mut rows, mut totals) = (Vec::new(), None);
            while let Some(line) = lines.recv().await {
                match line? {
                    Line::Row(row) => rows.push(row),
                    Line::Totals(row) => totals = Some(row),
                }
            }
            Ok(axum::Json(Table::new(file_name, columns, rows, totals).shown()).into_response())
        }
        ExportFormat::Csv => {
            let name = format!("{file_name}.csv");
            let kinds: Vec<CellKind> = columns.iter().map(|c| c.kind).collect();
            let header: Vec<String> = columns.into_iter().map(|c| c.title).collect();
            let state = (lines, Some(header), kinds, false);
            let stream = futures_util::stream::unfold(state, |(mut lines, header, kinds, done)| async move {
                if done {
                    return None;
                }
                let mut writer = csv_writer(header.as_deref());
                let mut written = 0;
                while written < CSV_CHUNK_ROWS {
                    match lines.recv().await {
                        Some(Ok(Line::Row(row) | Line::Totals(row))) => {
                            if let Err(e) = write_csv_row(&mut writer, &row, &kinds) {
                                return Some((Err(e), (lines, None, kinds, true)));
                            }
                            written += 1;
                        }
                        // The body is cut short: a client sees a broken download, never a partial file as whole.
                        Some(Err(e)) => return Some((Err(std::io::Error::other(format!("{e:?}"))), (lines, None, kinds, true))),
                        None => {
                            let bytes = writer.into_inner().map_err(|e| std::io::Error::other(e.to_string()));
                            return Some((bytes, (lines, None, kinds, true)));
                        }
                    }
                }
                let bytes = writer.into_inner().map_err(|e| std::io::Error::other(e.to_string()));
                Some((bytes, (lines, None, kinds, false)))
            });
            // Fused: the compression layer polls the body once more after its end (a bare
            // `unfold` panics on that poll and the client sees a dropped connection).
            Ok(download(Body::from_stream(futures_util::StreamExt::fuse(stream)), "text/csv; charset=utf-8", &name))
        }
        ExportFormat::Xlsx => {
            let bytes = tokio::task::spawn_blocking(move || {
                let rows = std::iter::from_fn(|| lines.blocking_recv()).map(|line| {
                    line.map(|line| match line {
                        Line::Row(row) => (row, false),
                        Line::Totals(row) => (row, true),
                    })
                });
                write_xlsx(&columns, rows)
            })
            .await
            .map_err(|e| ApiError::internal(format_args!("xlsx writer stopped: {e}")))??;
            Ok(download(Body::from(bytes), XLSX_TYPE, &format!("{file_name}.xlsx")))
        }
    }
}

fn download(body: Body, content_type: &'static str, file_name: &str) -> Response {
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    let safe: String = file_name.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')).collect();
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{safe}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

const XLSX_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Rows per streamed CSV chunk.
const CSV_CHUNK_ROWS: usize = 2_000;

fn csv_response(table: Table) -> Response {
    let name = format!("{}.csv", table.file_name);
    let Table { columns, rows, totals, .. } = table;
    let header: Vec<String> = columns.iter().map(|c| c.title.clone()).collect();
    let kinds: Vec<CellKind> = columns.iter().map(|c| c.kind).collect();
    let mut lines = rows.into_iter().chain(totals);
    let mut first = Some(header);
    let stream = futures_util::stream::iter(std::iter::from_fn(move || {
        let header = first.take();
        let mut writer = csv_writer(header.as_deref());
        let mut written = 0;
        for row in lines.by_ref().take(CSV_CHUNK_ROWS) {
            write_csv_row(&mut writer, &row, &kinds).ok()?;
            written += 1;
        }
        let bytes = writer.into_inner().ok()?;
        (written > 0 || !bytes.is_empty()).then_some(Ok::<_, std::io::Error>(bytes))
    }));
    download(Body::from_stream(stream), "text/csv; charset=utf-8", &name)
}

/// A writer for one chunk of the CSV: the first (with the header) starts with the BOM, which
/// tells spreadsheet programs the file is UTF-8. Writing to a Vec does not fail.
fn csv_writer(header: Option<&[String]>) -> csv::Writer<Vec<u8>> {
    let start = if header.is_some() { "\u{feff}".as_bytes().to_vec() } else { Vec::new() };
    let mut writer = csv::Writer::from_writer(start);
    if let Some(header) = header {
        let _ = writer.write_record(header);
    }
    writer
}

fn write_csv_row(writer: &mut csv::Writer<Vec<u8>>, row: &[Cell], kinds: &[CellKind]) -> std::io::Result<()> {
    writer.write_record(row.iter().enumerate().map(|(i, cell)| csv_text(cell, kinds.get(i).copied()))).map_err(std::io::Error::other)
}

fn csv_text(cell: &Cell, kind: Option<CellKind>) -> String {
    match cell {
        Cell::Text(text) => text.clone(),
        Cell::Integer(n) if kind == Some(CellKind::Money) => lira_text(*n),
        Cell::Integer(n) => n.to_string(),
        Cell::Decimal(x) => format!("{x:.2}"),
        Cell::Date(d) => d.format("%Y-%m-%d").to_string(),
        Cell::Empty => String::new(),
    }
}

/// Kuruş as lira with two decimals (`-1234.5` lira for -123450), exactly.
pub fn lira_text(kurus: i64) -> String {
    let sign = if kurus < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", kurus.unsigned_abs() / 100, kurus.unsigned_abs() % 100)
}

/// The workbook of `columns` and `rows` (each with whether it is the totals row), written one
/// row at a time into a constant-memory worksheet; a row's error stops it.
fn write_xlsx<R: AsRef<[Cell]>>(columns: &[Column], rows: impl Iterator<Item = ApiResult<(R, bool)>>) -> ApiResult<Vec<u8>> {
    match xlsx_workbook(columns, rows) {
        Ok(bytes) => Ok(bytes),
        Err(XlsxStop::Writer(e)) => Err(ApiError::internal(format_args!("xlsx: {e}"))),
        Err(XlsxStop::Row(e)) => Err(e),
    }
}

/// Why a workbook was not finished: the writer failed, or the rows' source did.
enum XlsxStop {
    Writer(rust_xlsxwriter::XlsxError),
    Row(ApiError),
}

impl From<rust_xlsxwriter::XlsxError> for XlsxStop {
    fn from(e: rust_xlsxwriter::XlsxError) -> Self {
        XlsxStop::Writer(e)
    }
}

fn xlsx_workbook<R: AsRef<[Cell]>>(columns: &[Column], rows: impl Iterator<Item = ApiResult<(R, bool)>>) -> Result<Vec<u8>, XlsxStop> {
    use rust_xlsxwriter::{ExcelDateTime, Format, Workbook};
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold();
    let money = Format::new().set_num_format("#,##0.00");
    let decimal = Format::new().set_num_format("0.00");
    let date = Format::new().set_num_format("yyyy-mm-dd");
    let total_money = money.clone().set_bold();
    let sheet = workbook.add_worksheet_with_constant_memory()?;
    for (col, column) in columns.iter().enumerate() {
        let col = col as u16;
        sheet.write_string_with_format(0, col, &column.title, &bold)?;
        let width = match column.kind {
            CellKind::Text => 24.0,
            CellKind::Date => 12.0,
            _ => 14.0,
        };
        sheet.set_column_width(col, width)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    for (index, line) in rows.enumerate() {
        let (row, is_total) = line.map_err(XlsxStop::Row)?;
        let at = index as u32 + 1;
        for (col, cell) in row.as_ref().iter().enumerate() {
            let kind = columns.get(col).map_or(CellKind::Text, |c| c.kind);
            let col = col as u16;
            match cell {
                Cell::Text(text) if is_total => sheet.write_string_with_format(at, col, text, &bold)?,
                Cell::Text(text) => sheet.write_string(at, col, text)?,
                Cell::Integer(n) if kind == CellKind::Money => {
                    sheet.write_number_with_format(at, col, *n as f64 / 100.0, if is_total { &total_money } else { &money })?
                }
                Cell::Integer(n) if is_total => sheet.write_number_with_format(at, col, *n as f64, &bold)?,
                Cell::Integer(n) => sheet.write_number(at, col, *n as f64)?,
                Cell::Decimal(x) => sheet.write_number_with_format(at, col, *x, &decimal)?,
                Cell::Date(d) => {
                    let when = ExcelDateTime::from_ymd(d.year() as u16, d.month() as u8, d.day() as u8)?;
                    sheet.write_datetime_with_format(at, col, &when, &date)?
                }
                Cell::Empty => sheet,
            };
        }
    }
    Ok(workbook.save_to_buffer()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_is_exact_lira() {
        assert_eq!(lira_text(123_450), "1234.50");
        assert_eq!(lira_text(-5), "-0.05");
        assert_eq!(lira_text(0), "0.00");
    }

    #[test]
    fn cells_in_csv() {
        assert_eq!(csv_text(&Cell::Date(NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()), Some(CellKind::Date)), "2026-03-01");
        assert_eq!(csv_text(&Cell::Decimal(4.666), None), "4.67");
        assert_eq!(csv_text(&Cell::Integer(1999), Some(CellKind::Money)), "19.99");
        assert_eq!(csv_text(&Cell::Integer(1999), Some(CellKind::Integer)), "1999");
        assert_eq!(csv_text(&Cell::Empty, None), "");
    }
}
