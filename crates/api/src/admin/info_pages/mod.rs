//! `/api/admin/info-pages…` (issue #20 item 7): the admin's info pages (list, one page, create,
//! update, delete), written per language in the blog's editor. Every write is audited.

mod delete;
mod get;
mod list;
mod save;

pub use delete::*;
pub use get::*;
pub use list::*;
pub use save::*;
