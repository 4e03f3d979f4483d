//! `/api/admin/newsletter…` (issue #20 item 6): the subscribers with their İYS consent fields,
//! searchable, and their export (CSV or XLSX, headers in the admin's language) for the mailing
//! tool and the İYS upload.

mod export;
mod list;

pub use export::*;
pub use list::*;

use serde::Deserialize;
use utoipa::IntoParams;

/// The list's filters and page.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NewsletterQuery {
    /// `pending`, `approved` or `rejected`; anything else: every status.
    pub status: Option<String>,
    /// Part of the address.
    pub q: Option<String>,
    /// 1-based, at most 10000 (beyond: 422).
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
}

/// The store's filter from the `status` and `q` both calls take.
fn filter(status: Option<&str>, q: Option<&str>) -> store::newsletter::Filter {
    store::newsletter::Filter {
        status: status.filter(|s| domain::newsletter::Status::parse(s).is_some()).map(str::to_owned),
        search: q.map(str::trim).filter(|q| !q.is_empty()).map(str::to_owned),
    }
}
