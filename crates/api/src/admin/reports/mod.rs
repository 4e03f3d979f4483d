//! `/api/admin/clients` and `/api/admin/orders` (spec §7 admin "clients" and "orders" tables;
//! the "sales" table is `admin::sales`): every client account and every appointment on the
//! generic data table. [`headers`] gives each table's column headers in a language, from the web
//! app's `adminReports` texts, for an export (CSV/XLSX) of the same rows.

pub mod clients;
pub mod export;
pub mod orders;

use std::collections::HashMap;
use std::sync::LazyLock;

use domain::Locale;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::export::ExportFormat;

/// `format` next to a table's `q`: the page as JSON (default) or every row as a download.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// json (default: the page of `q`), xlsx or csv (every row under `q`'s search, filters and order).
    #[param(inline)]
    pub format: Option<ExportFormat>,
}

/// A table of the reports screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportTable {
    Clients,
    Orders,
}

impl ReportTable {
    fn key(self) -> &'static str {
        match self {
            ReportTable::Clients => "clients",
            ReportTable::Orders => "orders",
        }
    }

    /// The column keys in the order an export writes them.
    pub fn columns(self) -> &'static [&'static str] {
        match self {
            ReportTable::Clients => &store::platform_numbers::CLIENT_COLUMNS,
            ReportTable::Orders => &store::platform_numbers::ORDER_COLUMNS,
        }
    }
}

static TEXTS: LazyLock<HashMap<Locale, serde_json::Value>> = LazyLock::new(|| {
    let read = |text: &str| serde_json::from_str::<serde_json::Value>(text).expect("adminReports.json is valid JSON");
    HashMap::from([
        (Locale::Tr, read(include_str!("../../../../../web/src/locales/tr/adminReports.json"))),
        (Locale::En, read(include_str!("../../../../../web/src/locales/en/adminReports.json"))),
        (Locale::Ru, read(include_str!("../../../../../web/src/locales/ru/adminReports.json"))),
    ])
});

/// The headers of `table`'s columns in `locale` (`adminReports.json` → `columns.{table}.{column}`),
/// the same words the screen shows above the table.
pub fn headers(table: ReportTable, locale: Locale) -> Vec<String> {
    let texts = &TEXTS[&locale]["columns"][table.key()];
    table.columns().iter().map(|c| texts[*c].as_str().map_or_else(|| (*c).to_owned(), str::to_owned)).collect()
}

/// A text of `adminReports.json` by its dotted path (`status.completed`), the path's last part
/// when there is none (an unknown status is shown as itself).
pub(crate) fn label(locale: Locale, path: &str) -> String {
    let text = path.split('.').fold(&TEXTS[&locale], |v, part| &v[part]);
    text.as_str().map_or_else(|| path.rsplit('.').next().unwrap_or(path).to_owned(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_has_a_header_in_every_language() {
        for table in [ReportTable::Clients, ReportTable::Orders] {
            for locale in Locale::ALL {
                let texts = &TEXTS[&locale]["columns"][table.key()];
                for column in table.columns() {
                    assert!(texts[*column].is_string(), "{locale:?} {} {column}", table.key());
                }
            }
        }
        assert_eq!(headers(ReportTable::Orders, Locale::En)[1], "Visit");
        assert_eq!(headers(ReportTable::Clients, Locale::Tr)[1], "Ad soyad");
        assert_eq!(label(Locale::En, "status.completed"), "Completed");
        assert_eq!(label(Locale::En, "status.no_such"), "no_such");
        for locale in Locale::ALL {
            assert!(TEXTS[&locale]["total"].is_string(), "{locale:?} total");
        }
    }
}
