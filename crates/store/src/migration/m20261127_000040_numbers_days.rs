//! The salon's numbers per service and day (issue #19's speed target). The services chart and
//! report, the finances' revenue by service and the salaries' commission base read the lines of
//! completed visits; over two years of a busy salon that was a join of ~65,000 visits to their
//! lines (45–60 ms of SQLite alone, measured), so those lines are summed ahead into
//! `appointment_service_days`: per salon, master, salon service and visit day, the units, the
//! visits and the line prices of completed visits. What was collected and the points discount
//! are spread over a visit's lines when read (`store::numbers::service_totals`), from the few
//! visits paid partly with points.
//!
//! The rows are kept by triggers in the database itself, so every write that moves them — a
//! visit completed, cancelled, marked a no-show or moved to another day or master, a line added,
//! changed or removed, a visit deleted — changes them in its own statement and transaction,
//! whichever path (store, seed, a test's fixture) wrote it. A completed visit's lines are added
//! when it becomes completed and taken off when it stops being so; a line of a completed visit
//! counts when written and is taken off when changed or removed. Rows that fall back to zero
//! stay (read with `visits > 0`). The appointment's delete subtracts before the row goes (its
//! lines' cascade then finds no visit and does nothing).
//!
//! Also: `ix_reviews_salon_status_scores` for the ratings, and `ix_appointments_salon_client_numbers` replaces `ix_appointments_salon_client_firsts`
//! (000030) with the columns the clients' figures read (master, price, points, name), so the
//! clients chart and report, and the salaries' clients, group by phone from the index alone.

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000040_numbers_days"
    }
}

pub const TABLE: &str = "appointment_service_days";
const OLD_CLIENTS: &str = "ix_appointments_salon_client_firsts";
const NEW_CLIENTS: &str = "ix_appointments_salon_client_numbers";
const OLD_CLIENT_COLUMNS: [&str; 4] = ["salon_id", "status", "client_phone", "provision_date"];
const NEW_CLIENT_COLUMNS: [&str; 8] =
    ["salon_id", "status", "client_phone", "provision_date", "master_id", "total_price", "points_discount", "client_name"];

/// The rating chart and the masters' ratings read a salon's public reviews of a period: without
/// this index both databases took every salon's reviews of the period (`ix_reviews_status_created`)
/// and visited each row (16 ms of SQLite over two years).
const REVIEWS: &str = "ix_reviews_salon_status_scores";
const REVIEW_COLUMNS: [&str; 7] = ["salon_id", "status", "created_at", "master_id", "service_quality", "atmosphere", "cleanliness"];

/// Adds (`sign` "+") or takes off ("-") the lines of completed visit `row` (`NEW` or `OLD`) to
/// the day rows, one row per service of the visit.
fn visit_lines(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {TABLE} (salon_id, master_id, salon_service_id, day, quantity, visits, revenue) \
         SELECT {row}.salon_id, {row}.master_id, i.salon_service_id, {row}.provision_date, \
         {sign}CAST(SUM(CASE WHEN i.option_id IS NULL THEN i.quantity ELSE 0 END) AS BIGINT), {sign}1, {sign}CAST(SUM(i.price) AS BIGINT) \
         FROM appointment_items i WHERE i.appointment_id = {row}.id AND {row}.status = 'completed' GROUP BY i.salon_service_id \
         {UPSERT};"
    )
}

/// Adds or takes off one line `row` (`NEW` or `OLD` of `appointment_items`) when its visit is
/// completed; the visit counts for the service once, with its first line of it (on the way in)
/// or its last (on the way out), so another line of the same service (not `row` itself) decides.
fn one_line(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {TABLE} (salon_id, master_id, salon_service_id, day, quantity, visits, revenue) \
         SELECT a.salon_id, a.master_id, {row}.salon_service_id, a.provision_date, \
         {sign}CAST(CASE WHEN {row}.option_id IS NULL THEN {row}.quantity ELSE 0 END AS BIGINT), \
         CASE WHEN EXISTS (SELECT 1 FROM appointment_items o WHERE o.appointment_id = {row}.appointment_id \
              AND o.salon_service_id = {row}.salon_service_id AND o.id <> {row}.id) THEN 0 ELSE {sign}1 END, \
         {sign}{row}.price \
         FROM appointments a WHERE a.id = {row}.appointment_id AND a.status = 'completed' \
         {UPSERT};"
    )
}

const UPSERT: &str = "ON CONFLICT (salon_id, master_id, salon_service_id, day) DO UPDATE SET \
     quantity = appointment_service_days.quantity + excluded.quantity, \
     visits = appointment_service_days.visits + excluded.visits, \
     revenue = appointment_service_days.revenue + excluded.revenue";

/// The rows of what is there now (the migration's own fill), for the appointments `a` that
/// `condition` keeps.
fn fill(condition: &str) -> String {
    format!(
        "INSERT INTO {TABLE} (salon_id, master_id, salon_service_id, day, quantity, visits, revenue) \
         SELECT a.salon_id, a.master_id, i.salon_service_id, a.provision_date, \
         CAST(SUM(CASE WHEN i.option_id IS NULL THEN i.quantity ELSE 0 END) AS BIGINT), COUNT(DISTINCT a.id), CAST(SUM(i.price) AS BIGINT) \
         FROM appointments a JOIN appointment_items i ON i.appointment_id = a.id WHERE a.status = 'completed' AND {condition} \
         GROUP BY a.salon_id, a.master_id, i.salon_service_id, a.provision_date"
    )
}

/// The day rows of every appointment: per salon, visit day and master, what the charts and
/// reports count (`store::numbers::day_totals` and its siblings). Each column's value for one
/// appointment `{r}` (`NEW` or `OLD`).
pub const DAYS: &str = "appointment_days";
const DAY_COLUMNS: [(&str, &str); 16] = [
    ("appointments", "1"),
    ("completed", "CASE WHEN {r}.status = 'completed' THEN 1 ELSE 0 END"),
    ("revenue", "CASE WHEN {r}.status = 'completed' THEN {r}.total_price - {r}.points_discount ELSE 0 END"),
    ("prices", "CASE WHEN {r}.status = 'completed' THEN {r}.total_price ELSE 0 END"),
    ("cancelled_by_client", "CASE WHEN {r}.status = 'cancelled' AND {r}.cancelled_by = 'client' THEN 1 ELSE 0 END"),
    (
        "cancelled_by_salon",
        "CASE WHEN {r}.status = 'cancelled' AND ({r}.cancelled_by IS NULL OR {r}.cancelled_by <> 'client') THEN 1 ELSE 0 END",
    ),
    ("no_shows", "CASE WHEN {r}.status = 'no_show' THEN 1 ELSE 0 END"),
    ("card_visits", "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'card' THEN 1 ELSE 0 END"),
    (
        "card_revenue",
        "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'card' THEN {r}.total_price - {r}.points_discount ELSE 0 END",
    ),
    ("cash_visits", "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'cash' THEN 1 ELSE 0 END"),
    (
        "cash_revenue",
        "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'cash' THEN {r}.total_price - {r}.points_discount ELSE 0 END",
    ),
    ("transfer_visits", "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'transfer' THEN 1 ELSE 0 END"),
    (
        "transfer_revenue",
        "CASE WHEN {r}.status = 'completed' AND {r}.payment_method = 'transfer' THEN {r}.total_price - {r}.points_discount ELSE 0 END",
    ),
    ("unpaid_visits", "CASE WHEN {r}.status = 'completed' AND {r}.payment_method IS NULL THEN 1 ELSE 0 END"),
    (
        "unpaid_revenue",
        "CASE WHEN {r}.status = 'completed' AND {r}.payment_method IS NULL THEN {r}.total_price - {r}.points_discount ELSE 0 END",
    ),
    (
        "other_visits",
        "CASE WHEN {r}.status = 'completed' AND {r}.payment_method IS NOT NULL AND {r}.payment_method NOT IN ('card', 'cash', 'transfer') THEN 1 ELSE 0 END",
    ),
];

/// Adds (`sign` "") or takes off ("-") appointment `row` (`NEW` or `OLD`) to its day row.
fn day_row(row: &str, sign: &str) -> String {
    let columns: Vec<&str> = DAY_COLUMNS.iter().map(|(c, _)| *c).collect();
    let values: Vec<String> = DAY_COLUMNS.iter().map(|(_, e)| format!("{sign}CAST({} AS BIGINT)", e.replace("{r}", row))).collect();
    let updates: Vec<String> = columns.iter().map(|c| format!("{c} = {DAYS}.{c} + excluded.{c}")).collect();
    format!(
        "INSERT INTO {DAYS} (salon_id, day, master_id, {}) VALUES ({row}.salon_id, {row}.provision_date, {row}.master_id, {}) \
         ON CONFLICT (salon_id, day, master_id) DO UPDATE SET {};",
        columns.join(", "),
        values.join(", "),
        updates.join(", ")
    )
}

/// The day rows of what is there now (the migration's own fill), for the appointments `a` that
/// `condition` keeps.
fn fill_days(condition: &str) -> String {
    let columns: Vec<&str> = DAY_COLUMNS.iter().map(|(c, _)| *c).collect();
    let sums: Vec<String> = DAY_COLUMNS.iter().map(|(_, e)| format!("CAST(SUM({}) AS BIGINT)", e.replace("{r}", "a"))).collect();
    format!(
        "INSERT INTO {DAYS} (salon_id, day, master_id, {}) SELECT a.salon_id, a.provision_date, a.master_id, {} \
         FROM appointments a WHERE {condition} GROUP BY a.salon_id, a.provision_date, a.master_id",
        columns.join(", "),
        sums.join(", ")
    )
}

fn days_table(integer: &str, date: &str) -> String {
    let columns: Vec<String> = DAY_COLUMNS.iter().map(|(c, _)| format!("{c} {integer} NOT NULL")).collect();
    format!(
        "CREATE TABLE {DAYS} (salon_id {integer} NOT NULL, day {date} NOT NULL, master_id {integer} NOT NULL, {}, \
         PRIMARY KEY (salon_id, day, master_id))",
        columns.join(", ")
    )
}

/// The appointment columns the day rows read.
const DAY_SOURCE_COLUMNS: &str = "salon_id, master_id, provision_date, status, cancelled_by, payment_method, total_price, points_discount";

/// Per salon and client phone, their completed visits: first and last day, how many, what they
/// brought, a name (the greatest, as the reports show one). The clients chart and report and the
/// salaries' new clients start here instead of grouping every visit by phone.
pub const CLIENTS: &str = "salon_client_totals";
const CLIENT_SOURCE_COLUMNS: &str = "salon_id, client_phone, status, provision_date, total_price, points_discount, client_name";

/// Counts the client of appointment `row` (`NEW` or `OLD`) again from their completed visits
/// (the index `ix_appointments_salon_client_numbers` holds every column it reads).
pub(super) fn client_row(row: &str) -> String {
    format!(
        "DELETE FROM {CLIENTS} WHERE salon_id = {row}.salon_id AND client_phone = {row}.client_phone; \
         INSERT INTO {CLIENTS} (salon_id, client_phone, first_day, last_day, visits, revenue, full_name) \
         SELECT a.salon_id, a.client_phone, MIN(a.provision_date), MAX(a.provision_date), COUNT(*), \
         CAST(SUM(a.total_price - a.points_discount) AS BIGINT), MAX(a.client_name) FROM appointments a \
         WHERE a.salon_id = {row}.salon_id AND a.status = 'completed' AND a.client_phone = {row}.client_phone \
         GROUP BY a.salon_id, a.client_phone;"
    )
}

fn fill_clients(condition: &str) -> String {
    format!(
        "INSERT INTO {CLIENTS} (salon_id, client_phone, first_day, last_day, visits, revenue, full_name) \
         SELECT a.salon_id, a.client_phone, MIN(a.provision_date), MAX(a.provision_date), COUNT(*), \
         CAST(SUM(a.total_price - a.points_discount) AS BIGINT), MAX(a.client_name) FROM appointments a \
         WHERE a.status = 'completed' AND {condition} GROUP BY a.salon_id, a.client_phone"
    )
}

fn clients_table(integer: &str, date: &str, text: &str) -> String {
    format!(
        "CREATE TABLE {CLIENTS} (salon_id {integer} NOT NULL, client_phone {text} NOT NULL, first_day {date} NOT NULL, \
         last_day {date} NOT NULL, visits {integer} NOT NULL, revenue {integer} NOT NULL, full_name {text} NOT NULL, \
         PRIMARY KEY (salon_id, client_phone))"
    )
}

const APPOINTMENT_COLUMNS: &str = "status, salon_id, master_id, provision_date";
const LINE_COLUMNS: &str = "appointment_id, salon_service_id, option_id, quantity, price";

fn sqlite_up() -> Vec<String> {
    vec![
        format!(
            "CREATE TABLE {TABLE} (salon_id INTEGER NOT NULL, master_id INTEGER NOT NULL, salon_service_id INTEGER NOT NULL, \
             day TEXT NOT NULL, quantity INTEGER NOT NULL, visits INTEGER NOT NULL, revenue INTEGER NOT NULL, \
             PRIMARY KEY (salon_id, master_id, salon_service_id, day)) WITHOUT ROWID"
        ),
        fill("TRUE"),
        format!(
            "CREATE TRIGGER tr_service_days_visit AFTER UPDATE OF {APPOINTMENT_COLUMNS} ON appointments \
             WHEN OLD.status = 'completed' OR NEW.status = 'completed' BEGIN {} {} END",
            visit_lines("OLD", "-"),
            visit_lines("NEW", "")
        ),
        format!(
            "CREATE TRIGGER tr_service_days_visit_delete BEFORE DELETE ON appointments WHEN OLD.status = 'completed' BEGIN {} END",
            visit_lines("OLD", "-")
        ),
        format!("CREATE TRIGGER tr_service_days_line_insert AFTER INSERT ON appointment_items BEGIN {} END", one_line("NEW", "")),
        format!("CREATE TRIGGER tr_service_days_line_delete AFTER DELETE ON appointment_items BEGIN {} END", one_line("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_service_days_line_update AFTER UPDATE OF {LINE_COLUMNS} ON appointment_items BEGIN {} {} END",
            one_line("OLD", "-"),
            one_line("NEW", "")
        ),
        format!("{} WITHOUT ROWID", days_table("INTEGER", "TEXT")),
        fill_days("TRUE"),
        format!("CREATE TRIGGER tr_days_insert AFTER INSERT ON appointments BEGIN {} END", day_row("NEW", "")),
        format!("CREATE TRIGGER tr_days_delete AFTER DELETE ON appointments BEGIN {} END", day_row("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_days_update AFTER UPDATE OF {DAY_SOURCE_COLUMNS} ON appointments BEGIN {} {} END",
            day_row("OLD", "-"),
            day_row("NEW", "")
        ),
        format!("{} WITHOUT ROWID", clients_table("INTEGER", "TEXT", "TEXT")),
        fill_clients("TRUE"),
        format!(
            "CREATE TRIGGER tr_clients_insert AFTER INSERT ON appointments WHEN NEW.status = 'completed' BEGIN {} END",
            client_row("NEW")
        ),
        format!(
            "CREATE TRIGGER tr_clients_delete AFTER DELETE ON appointments WHEN OLD.status = 'completed' BEGIN {} END",
            client_row("OLD")
        ),
        format!(
            "CREATE TRIGGER tr_clients_update AFTER UPDATE OF {CLIENT_SOURCE_COLUMNS} ON appointments \
             WHEN OLD.status = 'completed' OR NEW.status = 'completed' BEGIN {} {} END",
            client_row("OLD"),
            client_row("NEW")
        ),
    ]
}

fn postgres_up() -> Vec<String> {
    vec![
        format!(
            "CREATE TABLE {TABLE} (salon_id BIGINT NOT NULL, master_id BIGINT NOT NULL, salon_service_id BIGINT NOT NULL, \
             day DATE NOT NULL, quantity BIGINT NOT NULL, visits BIGINT NOT NULL, revenue BIGINT NOT NULL, \
             PRIMARY KEY (salon_id, master_id, salon_service_id, day) INCLUDE (quantity, visits, revenue))"
        ),
        fill("TRUE"),
        format!(
            "CREATE FUNCTION service_days_visit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {} END IF; \
             IF TG_OP = 'UPDATE' THEN {} END IF; \
             IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NULL; END $$",
            visit_lines("OLD", "-"),
            visit_lines("NEW", "")
        ),
        format!(
            "CREATE TRIGGER tr_service_days_visit AFTER UPDATE OF {APPOINTMENT_COLUMNS} ON appointments FOR EACH ROW \
             WHEN (OLD.status = 'completed' OR NEW.status = 'completed') EXECUTE FUNCTION service_days_visit()"
        ),
        "CREATE TRIGGER tr_service_days_visit_delete BEFORE DELETE ON appointments FOR EACH ROW \
         WHEN (OLD.status = 'completed') EXECUTE FUNCTION service_days_visit()"
            .to_owned(),
        super::row_change_function("service_days_line", &one_line("OLD", "-"), &one_line("NEW", "")),
        "CREATE TRIGGER tr_service_days_line AFTER INSERT OR DELETE ON appointment_items FOR EACH ROW EXECUTE FUNCTION service_days_line()"
            .to_owned(),
        format!(
            "CREATE TRIGGER tr_service_days_line_update AFTER UPDATE OF {LINE_COLUMNS} ON appointment_items FOR EACH ROW \
             EXECUTE FUNCTION service_days_line()"
        ),
        days_table("BIGINT", "DATE"),
        fill_days("TRUE"),
        super::row_change_function("numbers_days", &day_row("OLD", "-"), &day_row("NEW", "")),
        "CREATE TRIGGER tr_days AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION numbers_days()".to_owned(),
        format!(
            "CREATE TRIGGER tr_days_update AFTER UPDATE OF {DAY_SOURCE_COLUMNS} ON appointments FOR EACH ROW EXECUTE FUNCTION numbers_days()"
        ),
        clients_table("BIGINT", "DATE", "TEXT"),
        fill_clients("TRUE"),
        format!(
            "CREATE FUNCTION numbers_clients() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN {} END IF; \
             IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'completed' THEN {} END IF; RETURN NULL; END $$",
            client_row("OLD"),
            client_row("NEW")
        ),
        "CREATE TRIGGER tr_clients AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION numbers_clients()".to_owned(),
        format!(
            "CREATE TRIGGER tr_clients_update AFTER UPDATE OF {CLIENT_SOURCE_COLUMNS} ON appointments FOR EACH ROW EXECUTE FUNCTION numbers_clients()"
        ),
    ]
}

/// Counts one salon's kept rows again from its appointments: a bulk load (the history seed) writes
/// with the triggers off, where PostgreSQL's per-row triggers over a table that grows inside one
/// transaction took minutes instead of seconds, and then calls this.
pub fn rebuild_salon(salon_id: i64) -> Vec<String> {
    let condition = format!("a.salon_id = {salon_id}");
    let mut statements: Vec<String> =
        [TABLE, DAYS, CLIENTS].iter().map(|t| format!("DELETE FROM {t} WHERE salon_id = {salon_id}")).collect();
    statements.extend([fill(&condition), fill_days(&condition), fill_clients(&condition)]);
    statements
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements = if manager.get_database_backend() == DatabaseBackend::Postgres { postgres_up() } else { sqlite_up() };
        super::run_statements(db, &statements).await?;
        manager.create_index(index("appointments", NEW_CLIENTS, &NEW_CLIENT_COLUMNS, false)).await?;
        manager.create_index(index("reviews", REVIEWS, &REVIEW_COLUMNS, false)).await?;
        manager.drop_index(Index::drop().name(OLD_CLIENTS).table("appointments").if_exists().to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("appointments", OLD_CLIENTS, &OLD_CLIENT_COLUMNS, false)).await?;
        manager.drop_index(Index::drop().name(NEW_CLIENTS).table("appointments").if_exists().to_owned()).await?;
        manager.drop_index(Index::drop().name(REVIEWS).table("reviews").if_exists().to_owned()).await?;
        let db = manager.get_connection();
        let statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_service_days_visit ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_service_days_visit_delete ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_service_days_line ON appointment_items".into(),
                "DROP TRIGGER IF EXISTS tr_service_days_line_update ON appointment_items".into(),
                "DROP FUNCTION IF EXISTS service_days_visit()".into(),
                "DROP FUNCTION IF EXISTS service_days_line()".into(),
                format!("DROP TABLE IF EXISTS {TABLE}"),
                "DROP TRIGGER IF EXISTS tr_days ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_days_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS numbers_days()".into(),
                format!("DROP TABLE IF EXISTS {DAYS}"),
                "DROP TRIGGER IF EXISTS tr_clients ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_clients_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS numbers_clients()".into(),
                format!("DROP TABLE IF EXISTS {CLIENTS}"),
            ]
        } else {
            let mut drops: Vec<String> = [
                "tr_service_days_visit",
                "tr_service_days_visit_delete",
                "tr_service_days_line_insert",
                "tr_service_days_line_delete",
                "tr_service_days_line_update",
                "tr_days_insert",
                "tr_days_delete",
                "tr_days_update",
                "tr_clients_insert",
                "tr_clients_delete",
                "tr_clients_update",
            ]
            .iter()
            .map(|t| format!("DROP TRIGGER IF EXISTS {t}"))
            .collect();
            drops.push(format!("DROP TABLE IF EXISTS {TABLE}"));
            drops.push(format!("DROP TABLE IF EXISTS {DAYS}"));
            drops.push(format!("DROP TABLE IF EXISTS {CLIENTS}"));
            drops
        };
        super::run_statements(db, &statements).await
    }
}
