//! The seven reports as [`Table`]s: which groupings each takes, its columns and rows, its totals.

use std::collections::HashMap;

use chrono::Duration;
use domain::Locale;
use domain::numbers::{DateGroup, share_bp};
use domain::period::Period;
use store::numbers::{DayTotals, Scope};

use super::report::{GroupBy, ReportKind};
use tokio::sync::mpsc::Sender;

use crate::error::{ApiError, ApiResult};
use crate::export::{Cell, CellKind, Column, Line, SHOWN_ROWS, Table};
use crate::i18n::report_text;
use crate::salon::charts::FinanceDays;
use crate::state::AppState;

/// What a report is asked for, checked.
#[derive(Debug, Clone, Copy)]
pub struct Request {
    pub salon_id: i64,
    pub period: Period,
    pub group_by: GroupBy,
    pub master_id: Option<i64>,
    pub locale: Locale,
}

impl Request {
    fn scope(&self) -> Scope {
        Scope { salon_id: self.salon_id, from: self.period.from, to: self.period.to, master_id: self.master_id }
    }

    fn text(&self, key: &str) -> String {
        report_text(self.locale, key, &[])
    }

    fn column(&self, key: &str, kind: CellKind) -> Column {
        Column::new(key, self.text(&format!("columns.{key}")), kind)
    }
}

/// The grouping `kind` uses when `asked` (its default when absent); `None` when it does not take it.
pub fn group_for(kind: ReportKind, asked: Option<GroupBy>) -> Option<GroupBy> {
    use GroupBy::*;
    let (default, allowed): (GroupBy, &[GroupBy]) = match kind {
        ReportKind::Appointments => (Day, &[Day, Week, Month, Master, None]),
        ReportKind::Finances => (Month, &[Day, Week, Month]),
        ReportKind::Cancellations => (Month, &[Day, Week, Month, Master]),
        ReportKind::Payments | ReportKind::Masters | ReportKind::Clients | ReportKind::Services => (None, &[None]),
    };
    let group = asked.unwrap_or(default);
    allowed.contains(&group).then_some(group)
}

fn date_group(group: GroupBy) -> Option<DateGroup> {
    match group {
        GroupBy::Day => Some(DateGroup::Day),
        GroupBy::Week => Some(DateGroup::Week),
        GroupBy::Month => Some(DateGroup::Month),
        GroupBy::Master | GroupBy::None => None,
    }
}

fn date_column(request: &Request, group: DateGroup) -> Column {
    request.column(group.as_str().replace("day", "date").as_str(), CellKind::Date)
}

fn file_name(kind: ReportKind, period: Period) -> String {
    let name = serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    format!("{name}-{}-{}", period.from.format("%Y-%m-%d"), period.to.format("%Y-%m-%d"))
}

/// A share in percent with two decimals (12.5 % → 12.5).
fn percent(part: i64, whole: i64) -> Cell {
    Cell::Decimal(share_bp(part, whole) as f64 / 100.0)
}

/// The report `kind`; `shown`: as the screen gets it (its first [`SHOWN_ROWS`] rows), else every
/// row for a download.
pub async fn build(state: &AppState, kind: ReportKind, request: Request, shown: bool) -> ApiResult<Table> {
    if kind == ReportKind::Appointments && request.group_by == GroupBy::None {
        return shown_visits(state, &request).await;
    }
    if kind == ReportKind::Clients && shown {
        return shown_clients(state, &request).await;
    }
    let (columns, rows, totals) = match kind {
        ReportKind::Appointments => appointments(state, &request).await?,
        ReportKind::Finances => finances(state, &request).await?,
        ReportKind::Payments => payments(state, &request).await?,
        ReportKind::Masters => masters(state, &request).await?,
        ReportKind::Clients => clients(state, &request).await?,
        ReportKind::Services => services(state, &request).await?,
        ReportKind::Cancellations => cancellations(state, &request).await?,
    };
    Ok(Table::new(file_name(kind, request.period), columns, rows, totals))
}

/// The every-visit report as the screen shows it: its first [`SHOWN_ROWS`] visits read, and the
/// totals of all of them counted by the database (a month of a busy salon is 3,000 visits; building
/// and sending them all was most of the call, issue #19). The downloads stream every visit
/// ([`stream_visits`]).
async fn shown_visits(state: &AppState, request: &Request) -> ApiResult<Table> {
    let (lines, totals) = tokio::try_join!(
        store::numbers::appointment_lines(&state.db, request.scope(), SHOWN_ROWS as u64),
        store::numbers::appointment_line_totals(&state.db, request.scope()),
    )?;
    let cells = VisitCells::new(request);
    let rows = lines.into_iter().map(|line| cells.row(line).0).collect();
    Ok(Table {
        file_name: file_name(ReportKind::Appointments, request.period),
        columns: visit_columns(request),
        rows,
        totals: Some(visit_totals(request, totals.count, totals.price)),
        row_count: totals.count.max(0) as u64,
    })
}

type Parts = (Vec<Column>, Vec<Vec<Cell>>, Option<Vec<Cell>>);

/// Day totals folded into the groups of the period (every group listed, empty ones as zeros).
fn fold_days(period: Period, group: DateGroup, days: &[DayTotals]) -> Vec<DayTotals> {
    let starts = group.starts(period);
    let mut out: Vec<DayTotals> = starts.iter().map(|&day| DayTotals { day, ..Default::default() }).collect();
    for day in days {
        if let Ok(index) = starts.binary_search(&group.start_of(day.day)) {
            let sum = &mut out[index];
            sum.appointments += day.appointments;
            sum.completed += day.completed;
            sum.revenue += day.revenue;
            sum.cancelled_by_client += day.cancelled_by_client;
            sum.cancelled_by_salon += day.cancelled_by_salon;
            sum.no_shows += day.no_shows;
        }
    }
    out
}

async fn appointments(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let total = request.text("total");
    let counts = [
        request.column("appointments", CellKind::Integer),
        request.column("completed", CellKind::Integer),
        request.column("cancelled", CellKind::Integer),
        request.column("revenue", CellKind::Money),
    ];
    let (first, rows): (Column, Vec<(Cell, [i64; 4])>) = if request.group_by == GroupBy::Master {
        let masters = store::numbers::master_totals(&state.db, request.scope()).await?;
        let rows = masters.into_iter().map(|m| (Cell::Text(m.full_name), [m.appointments, m.completed, m.cancelled, m.revenue])).collect();
        (request.column("master", CellKind::Text), rows)
    } else {
        let group = date_group(request.group_by).unwrap_or(DateGroup::Day);
        let days = store::numbers::day_totals(&state.db, request.scope()).await?;
        let rows = fold_days(request.period, group, &days)
            .into_iter()
            .map(|d| (Cell::Date(d.day), [d.appointments, d.completed, d.cancelled_by_client + d.cancelled_by_salon, d.revenue]))
            .collect();
        (date_column(request, group), rows)
    };
    let mut sums = [0i64; 4];
    let rows = rows
        .into_iter()
        .map(|(label, values)| {
            for (sum, value) in sums.iter_mut().zip(values) {
                *sum += value;
            }
            std::iter::once(label).chain(values.map(Cell::Integer)).collect()
        })
        .collect();
    let totals = std::iter::once(Cell::Text(total)).chain(sums.map(Cell::Integer)).collect();
    Ok((std::iter::once(first).chain(counts).collect(), rows, Some(totals)))
}

async fn finances(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let group = date_group(request.group_by).unwrap_or(DateGroup::Month);
    let days = FinanceDays::load(state, request.salon_id, request.period).await?;
    let columns = vec![
        date_column(request, group),
        request.column("revenue", CellKind::Money),
        request.column("expenses", CellKind::Money),
        request.column("salaries", CellKind::Money),
        request.column("profit", CellKind::Money),
    ];
    let rows = days
        .grouped(request.period, group)
        .into_iter()
        .map(|(start, m)| {
            vec![Cell::Date(start), Cell::Integer(m.revenue), Cell::Integer(m.expenses), Cell::Integer(m.salaries), Cell::Integer(m.profit)]
        })
        .collect();
    let t = days.total();
    let totals = vec![
        Cell::Text(request.text("total")),
        Cell::Integer(t.revenue),
        Cell::Integer(t.expenses),
        Cell::Integer(t.salaries),
        Cell::Integer(t.profit),
    ];
    Ok((columns, rows, Some(totals)))
}

/// The columns of the report that lists every visit (`appointments`, `group_by=none`).
fn visit_columns(request: &Request) -> Vec<Column> {
    vec![
        request.column("date", CellKind::Date),
        request.column("time", CellKind::Text),
        request.column("master", CellKind::Text),
        request.column("client", CellKind::Text),
        request.column("phone", CellKind::Text),
        request.column("status", CellKind::Text),
        request.column("paymentMethod", CellKind::Text),
        request.column("price", CellKind::Money),
    ]
}

/// Its totals row: how many visits, and what they cost (a cancelled one 0).
fn visit_totals(request: &Request, count: i64, sum: i64) -> Vec<Cell> {
    let mut totals = vec![Cell::Empty; 8];
    totals[0] = Cell::Text(request.text("total"));
    totals[1] = Cell::Integer(count);
    totals[7] = Cell::Integer(sum);
    totals
}

/// How a visit reads as a row of that report in the reader's language (the words looked up once).
struct VisitCells {
    statuses: HashMap<&'static str, String>,
    by: HashMap<&'static str, String>,
    methods: HashMap<String, String>,
}

impl VisitCells {
    fn new(request: &Request) -> VisitCells {
        VisitCells {
            statuses: domain::booking::Status::ALL
                .iter()
                .map(|s| (s.as_str(), request.text(&format!("statuses.{}", s.as_str()))))
                .collect(),
            by: ["client", "salon"].into_iter().map(|w| (w, request.text(&format!("cancelledBy.{w}")))).collect(),
            methods: method_names(request),
        }
    }

    /// The row and the price it counts (a cancelled visit's is 0).
    fn row(&self, l: store::numbers::AppointmentLine) -> (Vec<Cell>, i64) {
        let mut status = self.statuses.get(l.status.as_str()).cloned().unwrap_or_else(|| l.status.clone());
        if let Some(who) = l.cancelled_by.as_deref().and_then(|w| self.by.get(w)) {
            status = format!("{status} ({who})");
        }
        let price = if l.status == "cancelled" { 0 } else { l.total_price };
        let row = vec![
            Cell::Date(l.provision_date),
            Cell::Text(crate::booking::hhmm(l.start_min.max(0) as u16)),
            Cell::Text(l.master_name),
            Cell::Text(l.client_name),
            Cell::Text(l.client_phone),
            Cell::Text(status),
            l.payment_method.as_deref().map_or(Cell::Empty, |m| Cell::Text(method_name(&self.methods, Some(m)))),
            Cell::Integer(price),
        ];
        (row, price)
    }
}

/// The every-visit report as a download: its name and columns, and a task that sends each visit
/// to `lines` as the database yields it, then the totals (two years of a busy salon never sit in
/// memory at once). Stops when the download is dropped.
pub fn stream_visits(state: &AppState, request: Request, lines: Sender<ApiResult<Line>>) -> (String, Vec<Column>) {
    let db = state.db.clone();
    tokio::spawn(async move {
        use futures_util::StreamExt;
        let mut visits = match store::numbers::appointment_lines_stream(&db, request.scope()).await {
            Ok(visits) => visits,
            Err(e) => {
                let _ = lines.send(Err(e.into())).await;
                return;
            }
        };
        let cells = VisitCells::new(&request);
        let (mut count, mut sum) = (0, 0);
        while let Some(visit) = visits.next().await {
            let line = visit.map_err(ApiError::from).map(|v| {
                let (row, price) = cells.row(v);
                count += 1;
                sum += price;
                Line::Row(row)
            });
            let failed = line.is_err();
            if lines.send(line).await.is_err() || failed {
                return;
            }
        }
        let _ = lines.send(Ok(Line::Totals(visit_totals(&request, count, sum)))).await;
    });
    (file_name(ReportKind::Appointments, request.period), visit_columns(&request))
}

fn method_names(request: &Request) -> HashMap<String, String> {
    ["card", "cash", "transfer", "none"].into_iter().map(|m| (m.to_owned(), request.text(&format!("methods.{m}")))).collect()
}

fn method_name(names: &HashMap<String, String>, method: Option<&str>) -> String {
    let key = method.unwrap_or("none");
    names.get(key).cloned().unwrap_or_else(|| key.to_owned())
}

async fn payments(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let methods = store::numbers::method_totals(&state.db, request.scope()).await?;
    let names = method_names(request);
    let columns = vec![
        request.column("paymentMethod", CellKind::Text),
        request.column("payments", CellKind::Integer),
        request.column("amount", CellKind::Money),
        request.column("share", CellKind::Decimal),
    ];
    let count: i64 = methods.iter().map(|m| m.payments).sum();
    let amount: i64 = methods.iter().map(|m| m.amount).sum();
    let rows = methods
        .iter()
        .map(|m| {
            vec![
                Cell::Text(method_name(&names, m.method.as_deref())),
                Cell::Integer(m.payments),
                Cell::Integer(m.amount),
                percent(m.amount, amount),
            ]
        })
        .collect();
    let totals = vec![Cell::Text(request.text("total")), Cell::Integer(count), Cell::Integer(amount), percent(amount, amount)];
    Ok((columns, rows, Some(totals)))
}

async fn masters(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let masters = store::numbers::master_totals(&state.db, request.scope()).await?;
    let from = domain::time::instant(request.period.from, 0);
    let until = domain::time::instant(request.period.to + Duration::days(1), 0);
    let ratings: HashMap<i64, store::numbers::MasterRating> =
        store::numbers::master_ratings(&state.db, request.salon_id, from, until).await?.into_iter().map(|r| (r.master_id, r)).collect();
    let columns = vec![
        request.column("master", CellKind::Text),
        request.column("appointments", CellKind::Integer),
        request.column("completed", CellKind::Integer),
        request.column("cancelled", CellKind::Integer),
        request.column("revenue", CellKind::Money),
        request.column("averageCheck", CellKind::Money),
        request.column("rating", CellKind::Decimal),
        request.column("reviews", CellKind::Integer),
    ];
    let mut sums = [0i64; 5];
    let rows = masters
        .into_iter()
        .map(|m| {
            let rating = ratings.get(&m.master_id);
            for (sum, value) in sums.iter_mut().zip([m.appointments, m.completed, m.cancelled, m.revenue, rating.map_or(0, |r| r.reviews)])
            {
                *sum += value;
            }
            vec![
                Cell::Text(m.full_name),
                Cell::Integer(m.appointments),
                Cell::Integer(m.completed),
                Cell::Integer(m.cancelled),
                Cell::Integer(m.revenue),
                Cell::Integer(if m.completed == 0 { 0 } else { m.revenue / m.completed }),
                rating.map_or(Cell::Empty, |r| Cell::Decimal((r.average * 100.0).round() / 100.0)),
                Cell::Integer(rating.map_or(0, |r| r.reviews)),
            ]
        })
        .collect();
    let [appointments, completed, cancelled, revenue, reviews] = sums;
    let totals = vec![
        Cell::Text(request.text("total")),
        Cell::Integer(appointments),
        Cell::Integer(completed),
        Cell::Integer(cancelled),
        Cell::Integer(revenue),
        Cell::Integer(if completed == 0 { 0 } else { revenue / completed }),
        Cell::Empty,
        Cell::Integer(reviews),
    ];
    Ok((columns, rows, Some(totals)))
}

async fn clients(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let all = store::numbers::client_totals(&state.db, request.scope()).await?;
    Ok(client_parts(request, store::numbers::ClientPage::of_all(all)))
}

/// The clients report as the screen shows it: its first [`SHOWN_ROWS`] clients and the totals of
/// all of them, counted by the database (two years of a salon are ~3,000 clients).
async fn shown_clients(state: &AppState, request: &Request) -> ApiResult<Table> {
    let page = store::numbers::client_page(&state.db, request.scope(), SHOWN_ROWS as u64).await?;
    let row_count = page.count.max(0) as u64;
    let (columns, rows, totals) = client_parts(request, page);
    Ok(Table { file_name: file_name(ReportKind::Clients, request.period), columns, rows, totals, row_count })
}

fn client_parts(request: &Request, page: store::numbers::ClientPage) -> Parts {
    let columns = vec![
        request.column("client", CellKind::Text),
        request.column("phone", CellKind::Text),
        request.column("kind", CellKind::Text),
        request.column("visits", CellKind::Integer),
        request.column("revenue", CellKind::Money),
        request.column("lastVisit", CellKind::Date),
    ];
    let (new, returning) = (request.text("clientKinds.new"), request.text("clientKinds.returning"));
    let rows = page
        .clients
        .into_iter()
        .map(|c| {
            vec![
                Cell::Text(c.full_name),
                Cell::Text(c.phone),
                Cell::Text(if c.returning { returning.clone() } else { new.clone() }),
                Cell::Integer(c.visits),
                Cell::Integer(c.revenue),
                Cell::Date(c.last_visit),
            ]
        })
        .collect();
    let summary = report_text(
        request.locale,
        "clientKinds.summary",
        &[("new", (page.count - page.returning).to_string()), ("returning", page.returning.to_string())],
    );
    let totals = vec![
        Cell::Text(request.text("total")),
        Cell::Empty,
        Cell::Text(summary),
        Cell::Integer(page.visits),
        Cell::Integer(page.revenue),
        Cell::Empty,
    ];
    (columns, rows, Some(totals))
}

async fn services(state: &AppState, request: &Request) -> ApiResult<Parts> {
    let sold = store::numbers::services_sold(&state.db, request.scope(), request.locale).await?;
    let columns = vec![
        request.column("service", CellKind::Text),
        request.column("quantity", CellKind::Integer),
        request.column("visits", CellKind::Integer),
        request.column("revenue", CellKind::Money),
        request.column("share", CellKind::Decimal),
    ];
    let quantity: i64 = sold.iter().map(|s| s.quantity).sum();
    let revenue: i64 = sold.iter().map(|s| s.revenue).sum();
    let rows = sold
        .iter()
        .map(|s| {
            vec![
                Cell::Text(s.name.clone()),
                Cell::Integer(s.quantity),
                Cell::Integer(s.visits),
                Cell::Integer(s.revenue),
                percent(s.revenue, revenue),
            ]
        })
        .collect();
    let totals =
        vec![Cell::Text(request.text("total")), Cell::Integer(quantity), Cell::Empty, Cell::Integer(revenue), percent(revenue, revenue)];
    Ok((columns, rows, Some(totals)))
}

async fn cancellations(state: &AppState, request: &Request) -> ApiResult<Parts> {
    // Rows: (label, [appointments, by client, by salon, no-shows]).
    let (first, rows): (Column, Vec<(Cell, [i64; 4])>) = if request.group_by == GroupBy::Master {
        let days = store::numbers::master_cancellations(&state.db, request.scope()).await?;
        (
            request.column("master", CellKind::Text),
            days.into_iter().map(|m| (Cell::Text(m.full_name), [m.appointments, m.by_client, m.by_salon, m.no_shows])).collect(),
        )
    } else {
        let group = date_group(request.group_by).unwrap_or(DateGroup::Month);
        let days = store::numbers::day_totals(&state.db, request.scope()).await?;
        let rows = fold_days(request.period, group, &days)
            .into_iter()
            .map(|d| (Cell::Date(d.day), [d.appointments, d.cancelled_by_client, d.cancelled_by_salon, d.no_shows]))
            .collect();
        (date_column(request, group), rows)
    };
    // No-shows are their own column (after the cancellations and their share, which they do not
    // enter: the visit was not cancelled, the client did not come).
    let columns = vec![
        first,
        request.column("appointments", CellKind::Integer),
        request.column("cancelledByClient", CellKind::Integer),
        request.column("cancelledBySalon", CellKind::Integer),
        request.column("cancelled", CellKind::Integer),
        request.column("cancelledShare", CellKind::Decimal),
        request.column("noShows", CellKind::Integer),
    ];
    let line = |label: Cell, [appointments, by_client, by_salon, no_shows]: [i64; 4]| {
        vec![
            label,
            Cell::Integer(appointments),
            Cell::Integer(by_client),
            Cell::Integer(by_salon),
            Cell::Integer(by_client + by_salon),
            percent(by_client + by_salon, appointments),
            Cell::Integer(no_shows),
        ]
    };
    let mut sums = [0i64; 4];
    let rows = rows
        .into_iter()
        .map(|(label, values)| {
            for (sum, value) in sums.iter_mut().zip(values) {
                *sum += value;
            }
            line(label, values)
        })
        .collect();
    let totals = line(Cell::Text(request.text("total")), sums);
    Ok((columns, rows, Some(totals)))
}
