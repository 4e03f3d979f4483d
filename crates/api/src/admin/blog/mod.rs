//! `/api/admin/blog…` (issue #20 item 2): the admin's posts (list with counters per state, one
//! post, create, update, delete) and the categories and tags. Every write is audited.

mod categories;
mod delete;
mod get;
mod list;
mod save;

pub use categories::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use save::*;
