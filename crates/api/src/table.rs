//! The one API side of the cabinet data tables (spec §3 "Data table definition", §7 "Tables"):
//! `GET {dataUrl}?q={json}` with offset, limit (default 8), sortColumn, sortDirection (-1, 0, 1),
//! search and typed filters, answered with `{rows, count, meta}`. Handlers take a [`TableQuery`]
//! extractor, say which columns sort and which filters exist, and let `store::table::TableSql`
//! build the SQL.

use std::collections::BTreeMap;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use store::table::{DateMode, Order, Sorting, Total};
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::{Content, Ref, Required};
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ApiResult, FieldError};

/// Default page size of every table (spec §9).
pub const DEFAULT_LIMIT: u64 = 8;
/// A page never holds more rows than this, whatever the client asks.
pub const MAX_LIMIT: u64 = 100;

/// The query string of a table call: `q` is the JSON of a [`TableQuery`].
#[derive(Debug, Deserialize)]
pub struct TableParams {
    pub q: Option<String>,
}

/// `q` is documented as JSON content with [`TableQuery`]'s schema (OpenAPI's `content` of a
/// parameter), so clients and fuzzers send what the server parses; the derive can only say
/// "a string".
impl IntoParams for TableParams {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let schema = Ref::from_schema_name("TableQuery");
        vec![
            ParameterBuilder::new()
                .name("q")
                .parameter_in(ParameterIn::Query)
                .required(Required::False)
                .description(Some(
                    r#"JSON, e.g. `{"offset":0,"limit":8,"sortColumn":"date","sortDirection":-1,"search":"ayşe","filters":{"status":{"type":"checkbox","values":["new"]}}}`; absent or empty: the first page in the default order."#,
                ))
                .content("application/json", Content::new(Some(schema)))
                .build(),
        ]
    }
}

/// One filter's value, tagged by its type (spec §3 filter types).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Filter {
    /// Any of the ticked values.
    Checkbox { values: Vec<String> },
    /// Exactly this value.
    Radio { value: String },
    /// From and to, each optional (empty number inputs are null).
    NumberRange { from: Option<f64>, to: Option<f64> },
    /// Older than, exactly, or newer than a `yyyy-MM-dd` date.
    Date {
        mode: DateFilterMode,
        #[schema(format = Date)]
        value: String,
    },
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DateFilterMode {
    Older,
    Exact,
    Newer,
}

/// A parsed table request.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TableQuery {
    /// Rows to skip, at most 1000000.
    #[schema(minimum = 0, maximum = 1000000)]
    pub offset: u64,
    /// Rows per page, 1 to 100 (default 8).
    #[schema(minimum = 1, maximum = 100)]
    pub limit: Option<u64>,
    /// One of the table's sortable columns (others are a 422).
    pub sort_column: Option<String>,
    /// -1 descending, 1 ascending, 0 the table's default order.
    #[schema(minimum = -1, maximum = 1)]
    pub sort_direction: i8,
    pub search: Option<String>,
    /// Filter name → a `Filter` object (see its schema): `{"type":"checkbox","values":[..]}`,
    /// `radio`, `number_range` or `date`.
    // Plain objects in the document: Schemathesis cannot negate the tagged union ("a `not`
    // whose complement is not spelled out"); the registered `Filter` component has the shape.
    #[schema(value_type = BTreeMap<String, Object>)]
    pub filters: BTreeMap<String, Filter>,
}

/// A page of a table: `rows`, the total `count` (with `count_capped` when it stopped at the cap)
/// and table-specific `meta` (e.g. counts per tab).
#[derive(Debug, Serialize, ToSchema)]
pub struct TableResponse<T> {
    pub rows: Vec<T>,
    pub count: u64,
    /// More rows than `count` match: the table counted up to `store::table::COUNT_CAP` and stopped
    /// (shown "1,000+"; pages end there).
    pub count_capped: bool,
    pub meta: serde_json::Value,
}

impl<T> TableResponse<T> {
    pub fn new(rows: Vec<T>, count: u64) -> Self {
        Self::with_total(rows, Total::exact(count))
    }

    /// A page whose total may have been counted up to the cap.
    pub fn with_total(rows: Vec<T>, total: Total) -> Self {
        TableResponse { rows, count: total.count, count_capped: total.capped, meta: serde_json::Value::Object(Default::default()) }
    }

    pub fn with_meta(mut self, meta: serde_json::Value) -> Self {
        self.meta = meta;
        self
    }
}

fn bad(field: impl Into<String>) -> ApiError {
    ApiError::field(field, FieldError::new("wrong_format"))
}

impl TableQuery {
    /// Parses the `q` parameter; a missing `q` is the first page in default order.
    pub fn parse(q: Option<&str>) -> ApiResult<Self> {
        let query: TableQuery = match q.map(str::trim).filter(|q| !q.is_empty()) {
            None => TableQuery::default(),
            Some(json) if crate::json::has_control(json.as_bytes()) => return Err(bad("q")),
            Some(json) => serde_json::from_str(json).map_err(|_| bad("q"))?,
        };
        domain::paging::offset(query.offset, query.limit())?;
        if !(-1..=1).contains(&query.sort_direction) {
            return Err(ApiError::field("sortDirection", FieldError::new("between").with("min", -1).with("max", 1)));
        }
        // Refused rather than clamped, as the schema's bounds say.
        if query.limit.is_some_and(|limit| !(1..=MAX_LIMIT).contains(&limit)) {
            return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", MAX_LIMIT)));
        }
        Ok(query)
    }

    /// Rows per page: 8 unless asked ([`TableQuery::parse`] refused more than [`MAX_LIMIT`]).
    pub fn limit(&self) -> u64 {
        self.limit.filter(|l| *l > 0).unwrap_or(DEFAULT_LIMIT).min(MAX_LIMIT)
    }

    /// The search text, trimmed, when there is one.
    pub fn search(&self) -> Option<&str> {
        self.search.as_deref().map(str::trim).filter(|s| !s.is_empty())
    }

    /// The ORDER BY for this request. `columns` maps each sortable column name to its SQL
    /// expression; `default` is used when no column or direction 0 is asked. A tie-breaker keeps
    /// pages stable. An unknown column is a 422, never SQL.
    pub fn order(&self, sorting: &Sorting) -> ApiResult<Order> {
        sorting.order(self.sort_column.as_deref(), self.sort_direction).ok_or_else(|| bad("sortColumn"))
    }

    fn filter(&self, name: &str) -> Option<&Filter> {
        self.filters.get(name)
    }

    /// The ticked values of a checkbox filter, each one of `allowed`; unknown values are a 422.
    pub fn checkbox(&self, name: &str, allowed: &[&str]) -> ApiResult<Option<Vec<String>>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::Checkbox { values }) => {
                if values.iter().any(|v| !allowed.contains(&v.as_str())) {
                    return Err(bad(format!("filters.{name}")));
                }
                Ok(Some(values.clone()))
            }
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }

    /// The value of a radio filter, one of `allowed`.
    pub fn radio(&self, name: &str, allowed: &[&str]) -> ApiResult<Option<String>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::Radio { value }) if allowed.contains(&value.as_str()) => Ok(Some(value.clone())),
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }

    /// The value of a radio filter that names a record by its id (a salon, a master): a
    /// positive whole number, else a 422.
    pub fn radio_id(&self, name: &str) -> ApiResult<Option<i64>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::Radio { value }) => {
                value.trim().parse::<i64>().ok().filter(|id| *id > 0).map(Some).ok_or_else(|| bad(format!("filters.{name}")))
            }
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }

    /// A checkbox filter of record ids (salons, masters…): every value must be a whole number.
    pub fn ids(&self, name: &str) -> ApiResult<Option<Vec<i64>>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::Checkbox { values }) => values
                .iter()
                .map(|v| v.trim().parse::<i64>().map_err(|_| bad(format!("filters.{name}"))))
                .collect::<ApiResult<Vec<_>>>()
                .map(Some),
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }

    /// A number range, each end optional.
    pub fn number_range(&self, name: &str) -> ApiResult<Option<(Option<f64>, Option<f64>)>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::NumberRange { from, to }) => Ok(Some((*from, *to))),
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }

    /// A date filter: how to compare, and the date.
    pub fn date(&self, name: &str) -> ApiResult<Option<(DateMode, NaiveDate)>> {
        match self.filter(name) {
            None => Ok(None),
            Some(Filter::Date { mode, value }) => {
                let day = NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d").map_err(|_| bad(format!("filters.{name}")))?;
                let mode = match mode {
                    DateFilterMode::Older => DateMode::Older,
                    DateFilterMode::Exact => DateMode::Exact,
                    DateFilterMode::Newer => DateMode::Newer,
                };
                Ok(Some((mode, day)))
            }
            Some(_) => Err(bad(format!("filters.{name}"))),
        }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for TableQuery {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let raw = parts.uri.query().unwrap_or("");
        let params: TableParams = serde_urlencoded::from_str(raw).map_err(|_| bad("q"))?;
        TableQuery::parse(params.q.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SORT: Sorting = Sorting { columns: &[("name", "c.full_name")], default: "c.created_at DESC", tie_breaker: "c.id DESC" };

    #[test]
    fn defaults_to_the_first_page_of_eight() {
        let q = TableQuery::parse(None).unwrap();
        assert_eq!((q.offset, q.limit()), (0, 8));
        assert_eq!(q.order(&SORT).unwrap().sql(), "c.created_at DESC, c.id DESC");
    }

    #[test]
    fn sorts_only_by_whitelisted_columns() {
        let q = TableQuery::parse(Some(r#"{"sortColumn":"name","sortDirection":-1,"limit":100}"#)).unwrap();
        assert_eq!(q.order(&SORT).unwrap().sql(), "c.full_name DESC, c.id DESC");
        assert_eq!(q.limit(), MAX_LIMIT);
        // Beyond the schema's bounds is a 422, not a silent clamp.
        assert!(TableQuery::parse(Some(r#"{"limit":101}"#)).is_err());
        assert!(TableQuery::parse(Some(r#"{"limit":0}"#)).is_err());
        let evil = TableQuery::parse(Some(r#"{"sortColumn":"1; DROP TABLE x","sortDirection":1}"#)).unwrap();
        assert!(evil.order(&SORT).is_err());
        assert!(TableQuery::parse(Some(r#"{"sortDirection":2}"#)).is_err());
    }

    #[test]
    fn filters_are_typed_and_checked() {
        let q = TableQuery::parse(Some(
            r#"{"search":"  ayşe ","filters":{"status":{"type":"checkbox","values":["new","confirmed"]},"paid":{"type":"radio","value":"paid"},"price":{"type":"number_range","from":100,"to":null},"date":{"type":"date","mode":"newer","value":"2026-11-21"}}}"#,
        ))
        .unwrap();
        assert_eq!(q.search(), Some("ayşe"));
        assert_eq!(q.checkbox("status", &["new", "confirmed"]).unwrap().unwrap(), vec!["new", "confirmed"]);
        assert!(q.checkbox("status", &["new"]).is_err());
        assert_eq!(q.radio("paid", &["paid", "unpaid"]).unwrap().as_deref(), Some("paid"));
        assert_eq!(q.number_range("price").unwrap(), Some((Some(100.0), None)));
        assert_eq!(q.date("date").unwrap(), Some((DateMode::Newer, NaiveDate::from_ymd_opt(2026, 11, 21).unwrap())));
        assert!(q.date("status").is_err());
        assert!(TableQuery::parse(Some("{not json")).is_err());
        assert!(TableQuery::parse(Some(r#"{"offset":9223372036854775808}"#)).is_err());
        assert!(TableQuery::parse(Some(r#"{"search":"a\u0000b"}"#)).is_err());
    }
}
